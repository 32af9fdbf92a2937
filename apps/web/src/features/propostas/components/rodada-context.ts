import { createContext, useContext } from 'react';
import type { RodadaSolicitacoes } from '@portal/domain';

/**
 * The open round of requests of the solution on screen, or null when the form is
 * edited freely (status 1). Each part of the form asks it whether it is open.
 */
export const RodadaContext = createContext<{
  propostaId: string;
  rodada: RodadaSolicitacoes;
} | null>(null);

export const useRodada = () => useContext(RodadaContext);
