import type { QueryClient } from '@tanstack/react-query';
import { usuarioQuery } from '@/features/painel/api/buscar-usuario';
import { propostaQuery } from '@/features/propostas/api/buscar-proposta';
import { propostasDoUsuarioQuery } from '@/hooks/propostas-do-usuario';
import { arquivosEmpresaQuery } from '@/hooks/use-prova-cnpj';
import { situacaoEmailQuery } from '@/hooks/use-situacao-email';
import { situacaoInscricoesQuery } from '@/hooks/use-situacao-inscricoes';
import type { Sessao } from '@/lib/sessao';
import { type Consulta, precarregar } from './precarga';

/** What "Próximos passos" and the company's list read, asked for with the page's code. */
const dadosDaEmpresa = ({ id, empresa }: Sessao): Consulta[] => [
  (c) => c.prefetchQuery(situacaoInscricoesQuery),
  (c) => c.prefetchQuery(situacaoEmailQuery),
  (c) => c.prefetchQuery(propostasDoUsuarioQuery(id)),
  ...(empresa ? [(c: QueryClient) => c.prefetchQuery(arquivosEmpresaQuery(empresa.id))] : []),
];

/** The loaders of the route table (router.tsx) whose pages read data the session decides. */
export const DADOS_DAS_ROTAS = {
  listaDaEmpresa: precarregar(dadosDaEmpresa),
  painel: precarregar((sessao) => [
    (c) => c.prefetchQuery(usuarioQuery(sessao.id)),
    ...dadosDaEmpresa(sessao),
  ]),
  solucaoDaEquipe: precarregar((_sessao, { id }) =>
    id ? [(c) => c.prefetchQuery(propostaQuery(id))] : [],
  ),
};
