import { useState } from 'react';
import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { rotuloCampoRegistro } from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { ConflitoVersao } from '@/components/feedback/conflito-versao';
import { useVersaoEditada } from '@/hooks/use-versao-editada';
import type { DescricaoCampos } from '@/lib/conflito-versao';
import { rubricaQuery, useSalvarMargem } from '../api/rubrica';
import { avisoDeErro } from '../lib/aviso-de-erro';

const BOTAO_SALVAR = 'Salvar margem';

const CAMPOS_MARGEM: DescricaoCampos<{ margemDivergencia: number }> = {
  campos: ['margemDivergencia'],
  rotulo: (campo) => rotuloCampoRegistro('avaliacao', campo),
};

/** The points (0–10) past which the evaluators of a solution are flagged as disagreeing. */
export function MargemDivergencia({ margem, revisao }: { margem: number; revisao: number }) {
  const salvar = useSalvarMargem();
  const queryClient = useQueryClient();
  const [valor, setValor] = useState<number | string>(margem);
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  const versoes = useVersaoEditada({
    inicial: { valores: { margemDivergencia: margem }, versao: revisao },
    campos: CAMPOS_MARGEM,
    carregarAtual: async () => {
      const atual = await queryClient.fetchQuery({ ...rubricaQuery, staleTime: 0 });
      return { valores: { margemDivergencia: atual.margemDivergencia }, versao: atual.revisao };
    },
    botaoSalvar: BOTAO_SALVAR,
    setAviso,
  });
  const confirmar = async () => {
    const margemDivergencia = Number(valor);
    try {
      const resposta = await salvar.mutateAsync({ margemDivergencia, revisao: versoes.versao });
      versoes.salvou({ valores: { margemDivergencia }, versao: resposta.revisao });
      setAviso({ tipo: 'sucesso', mensagem: resposta.message });
    } catch (erro) {
      const conflito = versoes.recusou(erro);
      setAviso(avisoDeErro(erro, conflito));
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
          {BOTAO_SALVAR}
        </Button>
      </Group>
      <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
      <ConflitoVersao
        titulo="Outra pessoa salvou a configuração da avaliação"
        {...versoes.conflito}
        onReaplicar={() =>
          versoes.reaplicar({ margemDivergencia: Number(valor) }, (v) =>
            setValor(v.margemDivergencia),
          )
        }
      />
    </Stack>
  );
}
