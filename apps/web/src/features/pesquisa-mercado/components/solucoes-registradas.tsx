import { Anchor } from '@mantine/core';
import { formatarData, type SolucaoRegistrada } from '@portal/domain';
import { Link } from 'react-router';
import { TabelaLeitura, type ColunaLeitura } from '@/components/leitura/tabela-leitura';

// The link opens the solution as it is today; the version column says which one was recorded.
const COLUNAS: readonly ColunaLeitura<SolucaoRegistrada>[] = [
  { rotulo: 'Posição', valor: (s) => `${s.posicao}º` },
  {
    rotulo: 'Solução',
    valor: (s) => (
      <Anchor component={Link} to={new URL(s.url).pathname}>
        {s.titulo}
      </Anchor>
    ),
  },
  { rotulo: 'Empresa', valor: (s) => s.empresa },
  { rotulo: 'Eixo', valor: (s) => s.eixo },
  {
    rotulo: 'Versão registrada',
    valor: (s) => `Versão ${s.versao}, publicada em ${formatarData(s.publicadaEm)}`,
  },
];

interface SolucoesRegistradasProps {
  titulo: string;
  solucoes: readonly SolucaoRegistrada[];
  vazio: string;
}

/** The solutions a record names, in its order, each at the version it recorded. */
export function SolucoesRegistradas({ titulo, solucoes, vazio }: SolucoesRegistradasProps) {
  return (
    <TabelaLeitura
      titulo={titulo}
      colunas={COLUNAS}
      itens={solucoes}
      chave={(s) => s.id}
      vazio={vazio}
    />
  );
}
