import { queryOptions } from '@tanstack/react-query';
import {
  CAMPOS_TEXTO_PORTAL,
  ROTULOS_PROPOSTA,
  type TextoPortal,
  type TextoPortalSalvo,
  type TextosDaSolucao,
} from '@portal/domain';
import type { CampoLeitura } from '@/components/leitura/secao-leitura';
import { http } from '@/lib/http';

export const textoPortalQuery = (propostaId: string) =>
  queryOptions({
    queryKey: ['texto-portal', propostaId],
    queryFn: ({ signal }) =>
      http.get<TextosDaSolucao>(`/api/proposta/${propostaId}/texto-portal`, { signal }),
  });

export const salvarTextoPortal = (propostaId: string, texto: TextoPortal, versao: number) =>
  http.put<TextoPortalSalvo>(`/api/proposta/${propostaId}/texto-portal`, {
    texto,
    versao,
  });

export const rotuloTextoPortal = (campo: string) =>
  ROTULOS_PROPOSTA[campo as keyof typeof ROTULOS_PROPOSTA] ?? campo;

/** A text as a reader sees it: keywords joined, blanks left to the reading section. */
export const comoLeitura = (valor: unknown): string | null =>
  Array.isArray(valor) ? valor.join(', ') : typeof valor === 'string' ? valor : null;

/** Every revisable text of a version, as label and value pairs for a reading section. */
export const camposDeLeitura = (texto: Record<string, unknown>): CampoLeitura[] =>
  CAMPOS_TEXTO_PORTAL.map((campo) => ({
    rotulo: rotuloTextoPortal(campo),
    valor: comoLeitura(texto[campo]),
  }));
