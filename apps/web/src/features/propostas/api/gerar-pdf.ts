import { http } from '@/lib/http';

/** The generation job as the proposal service reports it: 1 accepted, 7 ready. */
export interface StatusGeracaoPdf {
  status: number;
  propostaID?: string;
  arquivoID?: string | null;
}

/** GET /api/proposta/gerapdf/:id: asks for the solution's PDF. */
export const solicitarPdf = (propostaId: string) =>
  http.get<StatusGeracaoPdf>(`/api/proposta/gerapdf/${propostaId}`);

/** GET /api/proposta/statusgeracaopdf/:id: where the generation stands. */
export const consultarPdf = (propostaId: string) =>
  http.get<StatusGeracaoPdf>(`/api/proposta/statusgeracaopdf/${propostaId}`);
