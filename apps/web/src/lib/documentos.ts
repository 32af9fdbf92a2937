import manifesto from '../../../../content/documentos/manifest.json';

/** A public PDF as GET /api/documentos lists it; `url` is null until the operator adds the file. */
export interface Documento {
  id: string;
  titulo: string;
  url: string | null;
}

const titulos = new Map(manifesto.documentos.map((d) => [d.id, d.titulo]));

/**
 * Titles come from the same manifest the server reads, so a document still has its name
 * when the list cannot be fetched and is then shown as unavailable.
 */
export const tituloDoManifesto = (id: string): string => titulos.get(id) ?? id;

export const idCadernoTecnico = (eixoId: number): string => `caderno-tecnico-${eixoId}`;

export const idsTermosReferencia = (eixoId: number): string[] =>
  [1, 2, 3, 4].map((n) => `termo-referencia-${eixoId}-${n}`);
