import { Paper, Skeleton, Text } from '@mantine/core';
import { formatarDataHoraExtenso } from '@portal/domain';
import { GraficoColunas } from '@/components/graficos/grafico-colunas';
import { useSituacaoInscricoes } from '@/hooks/use-situacao-inscricoes';
import { useSeriePorDia } from '../api/estatisticas';
import { diasDoGrafico } from '../lib/dias-envios';

const diaMes = (dia: string | undefined) => (dia ? dia.split('-').reverse().join('/') : '');

/** Signed PDFs received per day from the opening to the deadline: how the call is going. */
export function EnviosAtePrazo() {
  const { data: situacao } = useSituacaoInscricoes();
  const periodo =
    situacao?.abertura && situacao.prazo
      ? diasDoGrafico(situacao.abertura, situacao.prazo, new Date())
      : null;
  const serie = useSeriePorDia(periodo);
  // Without a calendar there is no deadline to count towards.
  if (situacao && periodo === null) return null;
  return (
    <Paper withBorder radius="md" p="lg">
      {serie.isError ? (
        <Text size="sm" c="dimmed">
          Não foi possível carregar os envios por dia.
        </Text>
      ) : serie.data ? (
        <GraficoColunas
          titulo={`PDFs assinados recebidos por dia, de ${diaMes(periodo?.inicio)} a ${diaMes(periodo?.fim)} (prazo: ${formatarDataHoraExtenso(situacao?.prazo)})`}
          nomeValor="PDFs assinados"
          itens={serie.data.map((p) => {
            const [ano, mes, dia] = p.periodo.split('-');
            return {
              id: p.periodo,
              rotulo: `${dia}/${mes}`,
              rotuloCompleto: `${dia}/${mes}/${ano}`,
              valor: p.pdfsAssinados,
            };
          })}
        />
      ) : (
        <Skeleton height={220} radius="md" />
      )}
    </Paper>
  );
}
