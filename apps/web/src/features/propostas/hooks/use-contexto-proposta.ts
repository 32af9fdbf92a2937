import { useFormContext } from 'react-hook-form';
import type { PropostaFormularioValores } from '../lib/formulario-proposta';
import type { PropostaFormularioSaida } from '../lib/schema-proposta';

/** The solution form, for the sections that live inside it. */
export const useContextoProposta = () =>
  useFormContext<PropostaFormularioValores, unknown, PropostaFormularioSaida>();
