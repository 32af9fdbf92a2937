import { useState } from 'react';
import { Button, Modal, Text } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { SeletorAvaliadores } from './seletor-avaliadores';

interface AtribuirEmLoteProps {
  propostaIds: readonly string[];
  onConcluido: () => void;
}

/** The staff table's bulk action: the selected solutions to the chosen evaluators. */
export function AtribuirEmLote({ propostaIds, onConcluido }: AtribuirEmLoteProps) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Button
        leftSection={<IconUsersPlus size={16} aria-hidden="true" />}
        disabled={propostaIds.length === 0}
        onClick={() => setAberto(true)}
      >
        Atribuir avaliadores ({propostaIds.length})
      </Button>
      <Modal
        opened={aberto}
        onClose={() => setAberto(false)}
        title="Atribuir avaliadores"
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        <Text size="sm" mb="sm">
          {propostaIds.length === 1
            ? '1 solução selecionada.'
            : `${propostaIds.length} soluções selecionadas.`}{' '}
          Cada avaliador recebe um e-mail.
        </Text>
        <SeletorAvaliadores
          propostaIds={propostaIds}
          onAtribuido={() => {
            setAberto(false);
            onConcluido();
          }}
        />
      </Modal>
    </>
  );
}
