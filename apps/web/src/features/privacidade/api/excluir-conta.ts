import { useMutation } from '@tanstack/react-query';
import type { ExclusaoConta, RespostaMensagemPt } from '@portal/domain';
import { http } from '@/lib/http';

/**
 * POST /api/meus-dados/exclusao: the company account leaves, its personal data anonymised; the
 * answer says whether the company's data stays and why. The server also ends the session.
 */
export const useExcluirConta = () =>
  useMutation({
    mutationFn: (dados: ExclusaoConta) =>
      http.post<RespostaMensagemPt>('/api/meus-dados/exclusao', dados),
  });
