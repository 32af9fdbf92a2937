import { z } from 'zod';
import { DECISOES_ASSINATURA, type DecisaoAssinatura } from '../catalogo/assinatura.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { textoOpcional } from './campos.ts';

export const LIMITES_DECISAO_ASSINATURA = { justificativa: 2000 } as const;

const isDecisao = (valor: string): valor is DecisaoAssinatura =>
  Object.hasOwn(DECISOES_ASSINATURA, valor);

/**
 * Staff's decision on a signature "a conferir". Refusing tells the company its submission did
 * not hold, so the reason is written down; accepting may say why too.
 */
export const decisaoAssinaturaSchema = z
  .object(
    {
      decisao: z
        .string({ error: MENSAGENS.opcaoInvalida })
        .refine(isDecisao, { error: MENSAGENS.opcaoInvalida }),
      justificativa: textoOpcional(LIMITES_DECISAO_ASSINATURA.justificativa, { multilinha: true }),
    },
    { error: MENSAGENS.campoObrigatorio },
  )
  .refine((d) => d.decisao !== 'recusada' || (d.justificativa ?? '') !== '', {
    path: ['justificativa'],
    error: MENSAGENS.justificativaObrigatoriaRecusa,
  });
export type DecisaoAssinaturaEntrada = z.infer<typeof decisaoAssinaturaSchema>;
