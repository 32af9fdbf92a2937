import type { RespostaMensagem } from '@portal/domain';
import { http } from '@/lib/http';

/** POST /api/conta/email/confirmar: works signed in or not (the link may open on a phone). */
export const confirmarEmail = (token: string) =>
  http.post<RespostaMensagem>('/api/conta/email/confirmar', { token });
