import { z } from 'zod';

const textoNulo = z.string().nullish();

/** An IBGE municipality code, which the providers send as a number or a string. */
export const codigoIbgeSchema = z
  .union([
    z.number().int(),
    z
      .string()
      .regex(/^\d{7}$/)
      .transform(Number),
  ])
  .nullish();

/**
 * The part of the Minha Receita / BrasilAPI CNPJ answer the registration uses; both speak the
 * Receita Federal's open data names. Anything else in the answer is ignored.
 */
export const cnpjProvedorSchema = z.object({
  razao_social: z.string().min(1),
  nome_fantasia: textoNulo,
  descricao_situacao_cadastral: textoNulo,
  descricao_tipo_de_logradouro: textoNulo,
  logradouro: textoNulo,
  numero: textoNulo,
  complemento: textoNulo,
  bairro: textoNulo,
  cep: z.union([z.string(), z.number().transform(String)]).nullish(),
  uf: textoNulo,
  municipio: textoNulo,
  codigo_municipio_ibge: codigoIbgeSchema,
});

export type CnpjProvedor = z.infer<typeof cnpjProvedorSchema>;
