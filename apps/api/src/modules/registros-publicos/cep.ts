import { z } from 'zod';
import { codigoIbgeSchema } from './cnpj.ts';

/** BrasilAPI's CEP v2 answer; it names no IBGE code, hence the second provider below. */
export const cepProvedorSchema = z.object({
  cep: z.string(),
  state: z.string().length(2),
  city: z.string(),
  neighborhood: z.string().nullish(),
  street: z.string().nullish(),
});

/** ViaCEP's answer, read only for the IBGE code; its `{ "erro": true }` fails this schema. */
export const cepIbgeProvedorSchema = z.object({
  ibge: codigoIbgeSchema.unwrap().unwrap(),
});

export type CepProvedor = z.infer<typeof cepProvedorSchema>;
