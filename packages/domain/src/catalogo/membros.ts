/**
 * A company user's membership in the company (docs/decisions/011). Joining an existing company
 * is a request that a member accepts; only an active member acts for the company.
 */
export const SITUACAO_MEMBRO = {
  ATIVO: 'ativo',
  PENDENTE: 'pendente',
  RECUSADO: 'recusado',
  REMOVIDO: 'removido',
  /** Not stored: a pending request older than the validity below reads as expired. */
  EXPIRADO: 'expirado',
} as const;
export type SituacaoMembro = (typeof SITUACAO_MEMBRO)[keyof typeof SITUACAO_MEMBRO];

/** A month is long enough for a colleague on holiday to answer, short enough to forget a stranger. */
export const VALIDADE_PEDIDO_MEMBRO_DIAS = 30;
const VALIDADE_MS = VALIDADE_PEDIDO_MEMBRO_DIAS * 24 * 60 * 60 * 1000;

/** The situation as users see it: a pending request past its validity has expired. */
export function situacaoVigente(
  situacao: string,
  solicitadaEm: Date | string | null,
  agora: Date,
): SituacaoMembro {
  if (situacao !== SITUACAO_MEMBRO.PENDENTE) return situacao as SituacaoMembro;
  const desde = solicitadaEm === null ? null : new Date(solicitadaEm).getTime();
  return desde !== null && agora.getTime() - desde > VALIDADE_MS
    ? SITUACAO_MEMBRO.EXPIRADO
    : SITUACAO_MEMBRO.PENDENTE;
}

/** A person of the company's team page: a member or someone asking to join. */
export interface MembroEmpresa {
  id: string;
  nome: string;
  email: string;
  cargo: string | null;
  situacao: SituacaoMembro;
  /** ISO 8601; when the request was made (null for members from before requests existed). */
  solicitadaEm: string | null;
}

/** `GET /api/empresa/equipe`: the active members and the requests still open. */
export interface EquipeEmpresa {
  empresa: { id: string; nomeOficial: string };
  membros: MembroEmpresa[];
  pedidos: MembroEmpresa[];
}

/** `GET /api/equipe/pedidos-empresa`: a request to a company no active member can answer. */
export interface PedidoSemMembroAtivo {
  usuario: MembroEmpresa;
  empresa: { id: string; nomeOficial: string; cnpj: string };
  /** The company's CNPJ proof, which staff read through the company files route. */
  provaCnpj: { id: string; nomeOriginal: string } | null;
}

/** What the signed-in user's session says of their company membership. */
export interface VinculoEmpresa {
  situacao: SituacaoMembro;
  empresaNome: string;
}
