import type { ExportacaoNotas } from '@portal/domain';
import { http } from '@/lib/http';

/** GET /api/avaliacao/exportacao: read on click, so the sheets hold the scores of that moment. */
export const buscarExportacao = () => http.get<ExportacaoNotas>('/api/avaliacao/exportacao');
