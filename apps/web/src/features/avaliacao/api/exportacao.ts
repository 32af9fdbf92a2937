import { http } from '@/lib/http';

export interface ExportacaoNotas {
  porAvaliacao: {
    codigoProposta: string;
    titulo: string;
    avaliador: string;
    versao: number;
    rubricaVersao: number;
    notaFinal: number | null;
    recomendacao: string;
    enviadaEm: string;
  }[];
  porSolucao: {
    codigoProposta: string;
    titulo: string;
    empresa: string;
    atribuidas: number;
    enviadas: number;
    media: number | null;
    amplitude: number | null;
    divergente: boolean;
  }[];
}

/** GET /api/avaliacao/exportacao: read on click, so the sheets hold the scores of that moment. */
export const buscarExportacao = () => http.get<ExportacaoNotas>('/api/avaliacao/exportacao');
