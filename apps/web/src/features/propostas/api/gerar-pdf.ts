import type { StatusGeracaoPdf } from '@portal/domain';
import { http } from '@/lib/http';

/** GET /api/proposta/gerapdf/:id: asks for the solution's PDF. */
export const solicitarPdf = (propostaId: string) =>
  http.get<StatusGeracaoPdf>(`/api/proposta/gerapdf/${propostaId}`);

/** GET /api/proposta/statusgeracaopdf/:id: where the generation stands. */
export const consultarPdf = (propostaId: string) =>
  http.get<StatusGeracaoPdf>(`/api/proposta/statusgeracaopdf/${propostaId}`);
