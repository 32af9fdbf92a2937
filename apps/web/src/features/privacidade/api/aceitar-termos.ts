import { useMutation } from '@tanstack/react-query';
import type { AceiteTermos, RespostaMensagemPt } from '@portal/domain';
import { http } from '@/lib/http';

/** POST /api/termos/aceite: 409 when a newer version was published while the person read. */
export const useAceitarTermos = () =>
  useMutation({
    mutationFn: (aceite: AceiteTermos) =>
      http.post<RespostaMensagemPt>('/api/termos/aceite', aceite),
  });
