import { z } from 'zod';
import {
  guidSchema,
  isTelefoneValido,
  LIMITES,
  MENSAGENS,
  opcaoSchema,
  separarTelefone,
  telefoneSchema,
  textoObrigatorio,
  textoOpcional,
} from '@portal/domain';

/**
 * A phone row as typed: one masked number whose length must match the chosen type. It becomes
 * the domain's phone (area code and number apart) and is checked by that schema as well.
 */
export const telefoneFormularioSchema = z
  .object({
    id: guidSchema.nullish(),
    tipoTelefone: opcaoSchema,
    numero: textoObrigatorio(),
    observacoes: textoOpcional(LIMITES.observacoesTelefone),
  })
  .superRefine((telefone, ctx) => {
    const { numero, tipoTelefone } = telefone;
    // An empty number or a missing type already has its own message.
    if (typeof numero !== 'string' || numero === '' || typeof tipoTelefone !== 'number') return;
    if (!isTelefoneValido(tipoTelefone, numero)) {
      ctx.addIssue({ code: 'custom', path: ['numero'], message: MENSAGENS.telefoneInvalido });
    }
  })
  .transform(({ numero, ...resto }) => ({ ...resto, ...separarTelefone(numero) }))
  .pipe(telefoneSchema);

export const telefonesFormularioSchema = z
  .array(telefoneFormularioSchema, { error: MENSAGENS.telefoneObrigatorio })
  .min(1, { error: MENSAGENS.telefoneObrigatorio });
