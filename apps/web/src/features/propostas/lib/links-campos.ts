import { rotuloDoCaminho } from '@portal/domain';
import type { ApiIssue } from '@/lib/http';
import { rotaEdicao } from './rota-edicao';

/** The query parameter that opens the form on one field (`?campo=justificativa.relevancia`). */
export const PARAMETRO_CAMPO = 'campo';

/** The address of one field of a solution's form, by its API path. */
export const linkDoCampo = (propostaID: string, path: string) =>
  `${rotaEdicao({ propostaID })}?${PARAMETRO_CAMPO}=${encodeURIComponent(path)}`;

/** One link per field an API refusal names, labelled as the form labels it. */
export const linksDosCampos = (propostaID: string, issues: readonly ApiIssue[]) =>
  issues.map(({ path }) => {
    const caminho = typeof path === 'string' ? path : path.map(String).join('.');
    return { rotulo: rotuloDoCaminho(caminho), href: linkDoCampo(propostaID, caminho) };
  });
