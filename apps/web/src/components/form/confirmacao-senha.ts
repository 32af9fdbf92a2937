import { z } from 'zod';
import { refinarConfirmacaoSenha } from '@portal/domain';
import { omitir } from '@/lib/objetos';

const confirmacaoSenhaSchema = z
  .object({ senhaNova: z.string().nullish(), confirmacaoSenha: z.string().nullish() })
  .superRefine(refinarConfirmacaoSenha);

/**
 * A form schema plus the screen's password confirmation, which the API never receives. The
 * check runs beside the domain schema, not after it: zod skips an object's refinements once a
 * field failed with an aborting issue (any empty required field), and an invalid submit must
 * mark the confirmation too.
 */
export const comConfirmacaoSenha = <T extends z.ZodType>(schema: T) =>
  z
    .intersection(schema, confirmacaoSenhaSchema)
    .transform((dados) => omitir(dados, 'confirmacaoSenha'));
