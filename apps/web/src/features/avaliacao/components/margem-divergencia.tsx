import { useState } from 'react';
import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { useSalvarMargem } from '../api/rubrica';

/** The points (0–10) past which the evaluators of a solution are flagged as disagreeing. */
export function MargemDivergencia({ margem }: { margem: number }) {
  const salvar = useSalvarMargem();
  const [valor, setValor] = useState<number | string>(margem);
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  const confirmar = async () => {
    try {
      setAviso({
        tipo: 'sucesso',
        mensagem: (await salvar.mutateAsync({ margemDivergencia: Number(valor) })).message,
      });
    } catch (erro) {
      setAviso({
        tipo: 'erro',
        mensagem:
          erro instanceof ApiError
            ? (erro.issues[0]?.message ?? erro.message)
            : MENSAGEM_ERRO_INESPERADO,
      });
    }
  };
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <NumberInput
          label="Margem de divergência (pontos de 0 a 10)"
          value={valor}
          onChange={setValor}
          min={0}
          max={10}
          step={0.5}
          decimalScale={2}
        />
        <Button variant="default" onClick={() => void confirmar()} loading={salvar.isPending}>
          Salvar margem
        </Button>
      </Group>
      <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
    </Stack>
  );
}
