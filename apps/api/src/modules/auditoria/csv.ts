import { detalheAuditoria, formatarDataHora, type RegistroAuditoriaLido } from '@portal/domain';
import { paraCsv } from '../../http/csv.ts';

const CABECALHO = [
  'Data e hora (São Paulo)',
  'Ação',
  'Pessoa',
  'IP',
  'Empresa',
  'Solução',
  'Registro',
  'Alterações',
  'Detalhes',
];

const json = (valor: unknown) => (valor === null ? null : JSON.stringify(valor));

/** The short facts of a record in words ("Categoria: Apresentação; Tamanho: 12 KB"). */
export const detalhesEmTexto = (registro: RegistroAuditoriaLido) =>
  Object.entries(registro.detalhes ?? {})
    .map(([chave, valor]) => {
      const detalhe = detalheAuditoria(chave, valor);
      return `${detalhe.rotulo}: ${detalhe.valor ?? String(valor)}`;
    })
    .join('; ') || null;

/** The trail as the administrator's spreadsheet reads it; the changes as JSON, for tools. */
export const auditoriaCsv = (registros: readonly RegistroAuditoriaLido[]): string =>
  paraCsv(
    CABECALHO,
    registros.map((r) => [
      formatarDataHora(r.ocorridoEm),
      r.rotulo,
      r.pessoa?.nome ?? null,
      r.ip,
      r.empresa?.nome ?? null,
      r.proposta ? [r.proposta.codigo, r.proposta.titulo].filter(Boolean).join(' – ') : null,
      r.entidadeId ? `${r.entidade} ${r.entidadeId}` : r.entidade,
      json(r.alteracoes),
      detalhesEmTexto(r),
    ]),
  );
