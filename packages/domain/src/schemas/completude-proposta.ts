import { ROTULOS_PROPOSTA } from '../catalogo/index.ts';
import { propostaSchema } from './proposta.ts';

/** A field still to fill in: where it is in the payload and what the form calls it. */
export interface CampoFaltante {
  /** Dot-joined payload path, as the API's issues name it (`justificativa.relevancia`). */
  path: string;
  rotulo: string;
  message: string;
}

export interface Completude {
  completa: boolean;
  campos: CampoFaltante[];
  /** The spec asks for at least one photo of the solution. */
  faltamFotos: boolean;
}

/** Where the photos are asked for, as the API's refusal names them. */
export const CAMINHO_FOTOS = 'anexos.fotos';

/** What the form calls the field at an API path (`justificativa.relevancia` → 'Relevância'). */
export const rotuloDoCaminho = (path: string): string => {
  if (path === CAMINHO_FOTOS) return 'Fotos da solução';
  const ultimo = path.slice(path.lastIndexOf('.') + 1) as keyof typeof ROTULOS_PROPOSTA;
  return ROTULOS_PROPOSTA[ultimo] ?? path;
};

const SECOES = [
  'destino',
  'descricaoTecnicaSolucao',
  'justificativa',
  'historicoSolucao',
  'suporteSolucao',
] as const;

/** A blank section counts each of its fields, not one "section missing". */
const comSecoes = (dados: unknown): unknown => {
  if (typeof dados !== 'object' || dados === null) return dados;
  const copia: Record<string, unknown> = { ...dados };
  for (const secao of SECOES) copia[secao] ??= {};
  return copia;
};

/**
 * What a solution still lacks before it can be signed and sent: every field the complete form
 * requires (its own schema decides, so the list never drifts from the form) and the photos. The
 * API asks it before the PDF and the signed PDF; the web shows it in the list and the form.
 * `dados` is the solution in the payload's shape, blanks as null, as the API answers it.
 */
export function completudeProposta(dados: unknown, fotos: number): Completude {
  const resultado = propostaSchema.safeParse(comSecoes(dados));
  const vistos = new Set<string>();
  const campos: CampoFaltante[] = [];
  for (const issue of resultado.error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    // A list's entries (keyWords.2) belong to the list's field.
    const campo = path.replace(/\.\d+$/, '');
    if (vistos.has(campo)) continue;
    vistos.add(campo);
    campos.push({ path: campo, rotulo: rotuloDoCaminho(campo), message: issue.message });
  }
  const faltamFotos = fotos < 1;
  return { completa: campos.length === 0 && !faltamFotos, campos, faltamFotos };
}

/** 'faltam 7 campos e as fotos', 'falta 1 campo', 'faltam as fotos', or 'completa'. */
export function resumoCompletude({ completa, campos, faltamFotos }: Completude): string {
  if (completa) return 'completa';
  const n = campos.length;
  const partes = [
    ...(n > 0 ? [`${n} ${n === 1 ? 'campo' : 'campos'}`] : []),
    ...(faltamFotos ? ['as fotos'] : []),
  ];
  // One field alone is singular; anything else, photos included, is plural.
  return `${n === 1 && !faltamFotos ? 'falta' : 'faltam'} ${partes.join(' e ')}`;
}
