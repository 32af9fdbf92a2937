import { z } from 'zod';
import {
  guidSchema,
  LIMITES,
  MENSAGENS,
  reconhecerTelefone,
  separarTelefone,
  telefoneSchema,
  textoObrigatorio,
  textoOpcional,
  tipoTelefoneDoNumero,
} from '@portal/domain';

/**
 * A phone row as typed: one masked number that must be a mobile or a landline. Its type is
 * not chosen but read from the digits, so number and type cannot disagree; it becomes the
 * domain's phone (area code and number apart) and is checked by that schema as well.
 */
export const telefoneFormularioSchema = z
  .object({
    id: guidSchema.nullish(),
    tipoTelefone: z.number().nullish(),
    numero: textoObrigatorio(),
    observacoes: textoOpcional(LIMITES.observacoesTelefone),
  })
  .superRefine(({ numero }, ctx) => {
    // An empty number already has its own message.
    if (typeof numero !== 'string' || numero === '') return;
    if (reconhecerTelefone(numero) === null) {
      ctx.addIssue({ code: 'custom', path: ['numero'], message: MENSAGENS.telefoneInvalido });
    }
  })
  .transform(({ numero, tipoTelefone, ...resto }) => ({
    ...resto,
    tipoTelefone: tipoTelefoneDoNumero(numero, tipoTelefone),
    ...separarTelefone(numero),
  }))
  .pipe(telefoneSchema);

export const telefonesFormularioSchema = z
  .array(telefoneFormularioSchema, { error: MENSAGENS.telefoneObrigatorio })
  .min(1, { error: MENSAGENS.telefoneObrigatorio });
