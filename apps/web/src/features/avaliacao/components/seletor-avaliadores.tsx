import { useState } from 'react';
import { Button, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { useAvaliadores } from '@/hooks/use-avaliadores';
import { useAtribuir } from '../api/painel';
import { avisoDeErro } from '../lib/aviso-de-erro';

interface SeletorAvaliadoresProps {
  propostaIds: readonly string[];
  onAtribuido?: (mensagem: string) => void;
}

/** Evaluators and an optional due date for one or many solutions: the assignment's one form. */
export function SeletorAvaliadores({ propostaIds, onAtribuido }: SeletorAvaliadoresProps) {
  const avaliadores = useAvaliadores();
  const atribuir = useAtribuir();
  const [escolhidos, setEscolhidos] = useState<string[]>([]);
  const [prazo, setPrazo] = useState('');
  const [aviso, setAviso] = useState<AvisoDados | null>(null);

  const confirmar = async () => {
    try {
      const resposta = await atribuir.mutateAsync({
        propostaIds: [...propostaIds],
        avaliadorIds: escolhidos,
        prazo: prazo || null,
      });
      setEscolhidos([]);
      setAviso({ tipo: 'sucesso', mensagem: resposta.message });
      onAtribuido?.(resposta.message);
    } catch (erro) {
      setAviso(avisoDeErro(erro));
    }
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <MultiSelect
          label="Avaliadores"
          placeholder={escolhidos.length ? undefined : 'Escolha analistas'}
          data={(avaliadores.data ?? []).map((a) => ({ value: a.id, label: a.nome }))}
          value={escolhidos}
          onChange={setEscolhidos}
          searchable
          miw={260}
          comboboxProps={{ withinPortal: true, zIndex: 1000 }}
        />
        <TextInput
          type="date"
          label="Prazo (opcional)"
          value={prazo}
          onChange={(e) => setPrazo(e.currentTarget.value)}
        />
        <Button
          onClick={() => void confirmar()}
          disabled={escolhidos.length === 0}
          loading={atribuir.isPending}
        >
          Atribuir
        </Button>
      </Group>
      <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
    </Stack>
  );
}
