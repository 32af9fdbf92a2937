import { Stack, Text } from '@mantine/core';
import type { MeusDados } from '@portal/domain';
import { SecaoTitulada } from '@/components/leitura/secao-titulada';
import { HistoricoSolucao } from './historico-solucao';

/** The company's solutions, each with its trail; the IP shown is only ever the person's own. */
export function SolucoesDaEmpresa({ solucoes }: Pick<MeusDados, 'solucoes'>) {
  return (
    <SecaoTitulada
      titulo="Soluções da empresa"
      nivel={2}
      descricao="O que cada pessoa fez em cada solução. O endereço IP só aparece nos registros feitos por você."
    >
      {solucoes.length === 0 ? (
        <Text size="sm" c="dimmed">
          A empresa ainda não cadastrou soluções.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {solucoes.map((solucao) => (
            <HistoricoSolucao key={solucao.id} solucao={solucao} />
          ))}
        </Stack>
      )}
    </SecaoTitulada>
  );
}
