import { describe, expect, it } from 'vitest';
import type { DocumentoProgramaAdmin } from '@portal/domain';
import { agruparDocumentos } from './grupos-documentos';

const documento = (id: string): DocumentoProgramaAdmin => ({
  id,
  titulo: id,
  nomeOriginal: null,
  tamanho: null,
  atualizadoEm: null,
  atualizadoPor: null,
  versao: 1,
});

describe('grupos da página de documentos', () => {
  it('separa edital, cadernos, termos e contratação na ordem das páginas públicas', () => {
    const grupos = agruparDocumentos(
      ['fontes-financiamento', 'termo-referencia-1-1', 'edital', 'caderno-tecnico-2'].map(
        documento,
      ),
    );
    expect(grupos.map((g) => [g.titulo, g.documentos.map((d) => d.id)])).toEqual([
      ['Edital', ['edital']],
      ['Cadernos técnicos', ['caderno-tecnico-2']],
      ['Modelos de termo de referência', ['termo-referencia-1-1']],
      ['Contratação e financiamento', ['fontes-financiamento']],
    ]);
  });
});
