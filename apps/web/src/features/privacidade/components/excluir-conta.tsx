import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconUserX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { ExclusaoConta, MeusDados } from '@portal/domain';
import { SecaoTitulada } from '@/components/leitura/secao-titulada';
import { usePrivacidade } from '@/hooks/use-privacidade';
import { esquecerSessao } from '@/hooks/use-sessao';
import { useExcluirConta } from '../api/excluir-conta';
import { DialogoExcluirConta } from './dialogo-excluir-conta';

/**
 * The way out of the portal for a company account (LGPD art. 18, VI). Once the server has
 * anonymised it, nothing of the person stays in this browser either, and they land on a public
 * page with the server's words about what stayed and why.
 */
export function ExcluirConta({ exclusao }: Pick<MeusDados, 'exclusao'>) {
  const [parametros] = useSearchParams();
  // Back from "Confirmar com gov.br", the dialog the person left is open again.
  const [aberto, setAberto] = useState(() => parametros.has('govbr'));
  const excluir = useExcluirConta();
  const { data: privacidade } = usePrivacidade();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const confirmar = async (dados: ExclusaoConta) => {
    const { mensagem } = await excluir.mutateAsync(dados);
    // Forgotten once this page is gone, so it never re-reads its data without a session.
    await navigate('/conta-excluida', { replace: true, state: { mensagem } });
    esquecerSessao(queryClient);
  };

  return (
    <SecaoTitulada titulo="Excluir minha conta" nivel={2}>
      <Text size="sm" mb="md">
        Seus dados pessoais são anonimizados e você não entra mais no portal com esta conta. Não dá
        para desfazer.
      </Text>
      <Group>
        <Button
          color="red.9"
          variant="outline"
          leftSection={<IconUserX size={18} aria-hidden="true" />}
          onClick={() => setAberto(true)}
        >
          Excluir minha conta
        </Button>
      </Group>
      <DialogoExcluirConta
        aberto={aberto}
        exclusao={exclusao}
        encarregado={privacidade?.encarregado}
        onCancelar={() => setAberto(false)}
        onConfirmar={confirmar}
      />
    </SecaoTitulada>
  );
}
