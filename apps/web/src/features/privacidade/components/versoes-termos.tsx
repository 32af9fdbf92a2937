import { Skeleton, Text } from '@mantine/core';
import { formatarData, type VersaoTermos } from '@portal/domain';
import { TabelaLeitura } from '@/components/leitura/tabela-leitura';
import { useVersoesTermos } from '../api/privacidade';

const TEXTO_LIVRE = { whiteSpace: 'pre-line' } as const;

/** Every version of the terms, newest first, and how many people accepted each. */
export function VersoesTermos() {
  const { data: versoes, isError } = useVersoesTermos();
  if (isError)
    return (
      <Text size="sm" c="var(--mantine-color-error)">
        Não foi possível carregar as versões dos termos.
      </Text>
    );
  if (!versoes) return <Skeleton h={120} radius="md" aria-label="Carregando as versões" />;
  return (
    <TabelaLeitura<VersaoTermos>
      titulo="Versões dos termos"
      itens={versoes}
      chave={(versao) => versao.versao}
      vazio="Nenhuma versão publicada."
      colunas={[
        { rotulo: 'Versão', valor: (versao) => versao.versao },
        { rotulo: 'Publicada em', valor: (versao) => formatarData(versao.publicadaEm) },
        { rotulo: 'Por', valor: (versao) => versao.publicadaPor ?? 'Portal (versão inicial)' },
        {
          rotulo: 'O que mudou',
          valor: (versao) => <span style={TEXTO_LIVRE}>{versao.resumo}</span>,
        },
        {
          rotulo: 'Aceites',
          valor: (versao) =>
            versao.aceites === 1 ? '1 pessoa' : `${versao.aceites.toLocaleString('pt-BR')} pessoas`,
        },
      ]}
    />
  );
}
