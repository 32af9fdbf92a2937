import type { DocumentoProgramaAdmin } from '@portal/domain';

export interface GrupoDocumentos {
  titulo: string;
  documentos: DocumentoProgramaAdmin[];
}

const GRUPOS: readonly { titulo: string; pertence: (id: string) => boolean }[] = [
  { titulo: 'Edital', pertence: (id) => id === 'edital' },
  { titulo: 'Cadernos técnicos', pertence: (id) => id.startsWith('caderno-tecnico-') },
  {
    titulo: 'Modelos de termo de referência',
    pertence: (id) => id.startsWith('termo-referencia-'),
  },
];

/**
 * The manifest's documents in the groups the public pages show them in; any document the
 * manifest gains later falls into the last group instead of vanishing from the page.
 */
export function agruparDocumentos(
  documentos: readonly DocumentoProgramaAdmin[],
): GrupoDocumentos[] {
  const grupos = GRUPOS.map((g) => ({
    titulo: g.titulo,
    documentos: [] as DocumentoProgramaAdmin[],
  }));
  const outros: DocumentoProgramaAdmin[] = [];
  for (const documento of documentos) {
    const i = GRUPOS.findIndex((g) => g.pertence(documento.id));
    (i >= 0 ? grupos[i]!.documentos : outros).push(documento);
  }
  return [...grupos, { titulo: 'Contratação e financiamento', documentos: outros }].filter(
    (g) => g.documentos.length > 0,
  );
}
