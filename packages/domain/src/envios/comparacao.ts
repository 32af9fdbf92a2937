import { rotuloCampoProposta } from '../catalogo/rotulos-proposta.ts';

/** A signed submission's form, field path → value, as frozen. */
export type CamposDoEnvio = Record<string, unknown>;

export interface ArquivoDoEnvio {
  id: string;
  nomeOriginal: string;
  contexto: number;
  tamanho: number;
}

export interface DiferencaDeCampo {
  caminho: string;
  rotulo: string;
  antes: unknown;
  depois: unknown;
}

export interface DiferencaDeArquivos {
  contexto: number;
  incluidos: string[];
  removidos: string[];
}

const igual = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What changed from one signed submission to another: each field whose value differs, in the
 * order of the later one's fields, and per file context the names that came and went. A file
 * is the same when it is the same stored file, so a new upload under an old name counts as both.
 */
export function compararEnvios(
  antes: { campos: CamposDoEnvio; arquivos: readonly ArquivoDoEnvio[] },
  depois: { campos: CamposDoEnvio; arquivos: readonly ArquivoDoEnvio[] },
): { campos: DiferencaDeCampo[]; arquivos: DiferencaDeArquivos[] } {
  const caminhos = [...new Set([...Object.keys(depois.campos), ...Object.keys(antes.campos)])];
  const campos = caminhos
    .filter((caminho) => !igual(antes.campos[caminho], depois.campos[caminho]))
    .map((caminho) => ({
      caminho,
      rotulo: rotuloCampoProposta(caminho),
      antes: antes.campos[caminho] ?? null,
      depois: depois.campos[caminho] ?? null,
    }));
  const idsAntes = new Set(antes.arquivos.map((a) => a.id));
  const idsDepois = new Set(depois.arquivos.map((a) => a.id));
  const contextos = [...new Set([...depois.arquivos, ...antes.arquivos].map((a) => a.contexto))];
  const arquivos = contextos
    .map((contexto) => ({
      contexto,
      incluidos: depois.arquivos
        .filter((a) => a.contexto === contexto && !idsAntes.has(a.id))
        .map((a) => a.nomeOriginal),
      removidos: antes.arquivos
        .filter((a) => a.contexto === contexto && !idsDepois.has(a.id))
        .map((a) => a.nomeOriginal),
    }))
    .filter((d) => d.incluidos.length > 0 || d.removidos.length > 0);
  return { campos, arquivos };
}
