import { z } from 'zod';
import { LIMITES } from '../catalogo/index.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { tamanhoNumeroTelefone } from '../validacao/index.ts';
import { cepSchema, cnpjSchema, cpfSchema, emailResponsavelSchema } from './documentos.ts';
import { guidSchema, opcaoSchema, textoObrigatorio, textoOpcional } from './campos.ts';

const SO_DIGITOS = /^\d+$/;

const digitos = (formato: RegExp) =>
  z
    .string({ error: MENSAGENS.campoObrigatorio })
    .regex(formato, { error: MENSAGENS.telefoneInvalido });

/**
 * A phone as the API stores it: digits only, area code apart. The number's length follows the
 * type's mask (9 digits for mobile, 8 for landline), the spec's "invalidFormat" rule.
 */
export const telefoneSchema = z
  .object(
    {
      id: guidSchema.nullish(),
      ddi: digitos(/^\d{1,3}$/).nullish(),
      ddd: digitos(/^\d{2}$/),
      numero: digitos(SO_DIGITOS),
      tipoTelefone: opcaoSchema,
      observacoes: textoOpcional(LIMITES.observacoesTelefone),
    },
    { error: MENSAGENS.campoObrigatorio },
  )
  .superRefine((telefone, ctx) => {
    const { numero, tipoTelefone } = telefone;
    // A malformed number or a missing type already has its own message.
    if (typeof numero !== 'string' || !SO_DIGITOS.test(numero) || typeof tipoTelefone !== 'number')
      return;
    if (numero.length !== tamanhoNumeroTelefone(tipoTelefone)) {
      ctx.addIssue({ code: 'custom', path: ['numero'], message: MENSAGENS.telefoneInvalido });
    }
  });
export type Telefone = z.infer<typeof telefoneSchema>;

export const enderecoSchema = z.object(
  {
    id: guidSchema.nullish(),
    tipoLogradouro: opcaoSchema,
    nomeLogradouro: textoObrigatorio(LIMITES.nomeLogradouro),
    numero: textoObrigatorio(LIMITES.numeroEndereco),
    complemento: textoOpcional(LIMITES.complemento),
    bairro: textoObrigatorio(LIMITES.bairro),
    municipio: z.object(
      {
        id: opcaoSchema,
        estado: z.object({ id: opcaoSchema }, { error: MENSAGENS.campoObrigatorio }),
      },
      { error: MENSAGENS.campoObrigatorio },
    ),
    cep: cepSchema,
    observacoes: textoOpcional(),
  },
  { error: MENSAGENS.campoObrigatorio },
);
export type Endereco = z.infer<typeof enderecoSchema>;

/**
 * The company as a registering user sends it. `id` is the all-zero GUID for a new company.
 * The CPF is always checked: the spec skips it for an existing company only because that form
 * group is disabled and prefilled with data that was checked when the company was created.
 */
export const empresaSchema = z.object(
  {
    id: guidSchema,
    nomeOficial: textoObrigatorio(LIMITES.nomeOficial),
    nomeFantasia: textoOpcional(LIMITES.nomeFantasia),
    cnpj: cnpjSchema,
    tipoEmpresa: opcaoSchema,
    webSite: textoOpcional(LIMITES.webSite),
    experiencia: textoOpcional(LIMITES.experiencia),
    endereco: enderecoSchema,
    responsavelLegalNome: textoObrigatorio(LIMITES.responsavelLegalNome),
    responsavelLegalCPF: cpfSchema,
    responsavelLegalRG: textoObrigatorio(LIMITES.responsavelLegalRG),
    responsavelLegalCargo: textoOpcional(LIMITES.responsavelLegalCargo),
    responsavelLegalEmail: emailResponsavelSchema,
  },
  { error: MENSAGENS.campoObrigatorio },
);
export type Empresa = z.infer<typeof empresaSchema>;
