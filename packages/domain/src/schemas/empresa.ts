import { z } from 'zod';
import { GUID_VAZIO, LIMITES } from '../catalogo/index.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { especieDoTipoTelefone, reconhecerTelefone } from '../validacao/index.ts';
import { cepSchema, cnpjSchema, cpfSchema, emailResponsavelSchema } from './documentos.ts';
import { guidSchema, opcaoSchema, textoObrigatorio, textoOpcional } from './campos.ts';

const SO_DIGITOS = /^\d+$/;
const DDD = /^\d{2}$/;

const digitos = (formato: RegExp) =>
  z
    .string({ error: MENSAGENS.campoObrigatorio })
    .regex(formato, { error: MENSAGENS.telefoneInvalido });

/**
 * A phone as the API stores it: digits only, area code apart. The digits must be a mobile or a
 * landline, and the type must say the same (the spec's "invalidFormat" rule): the form derives
 * the type from the digits, but another client could send any pair.
 */
export const telefoneSchema = z
  .object(
    {
      id: guidSchema.nullish(),
      ddi: digitos(/^\d{1,3}$/).nullish(),
      ddd: digitos(DDD),
      numero: digitos(SO_DIGITOS),
      tipoTelefone: opcaoSchema,
      observacoes: textoOpcional(LIMITES.observacoesTelefone),
    },
    { error: MENSAGENS.campoObrigatorio },
  )
  .superRefine((telefone, ctx) => {
    const { ddd, numero, tipoTelefone } = telefone;
    // A malformed number or a missing type already has its own message.
    if (
      typeof ddd !== 'string' ||
      !DDD.test(ddd) ||
      typeof numero !== 'string' ||
      !SO_DIGITOS.test(numero) ||
      typeof tipoTelefone !== 'number'
    )
      return;
    const especie = reconhecerTelefone(ddd + numero);
    if (especie === null) {
      ctx.addIssue({ code: 'custom', path: ['numero'], message: MENSAGENS.telefoneInvalido });
    } else if (especie !== especieDoTipoTelefone(tipoTelefone)) {
      ctx.addIssue({
        code: 'custom',
        path: ['numero'],
        message: MENSAGENS.telefoneDeOutroTipo(especie),
      });
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
    experiencia: textoOpcional(LIMITES.experiencia, { multilinha: true }),
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

/**
 * A company the user joins: only the id and the CNPJ the lookup answered. The server checks that
 * they match and never writes the other company fields from a joining user's payload.
 */
export const empresaExistenteSchema = z.object({
  id: guidSchema.refine((id) => id !== GUID_VAZIO, { error: MENSAGENS.identificadorInvalido }),
  cnpj: cnpjSchema,
});
export type EmpresaExistente = z.infer<typeof empresaExistenteSchema>;

export type EmpresaCadastro = Empresa | EmpresaExistente;

/** The all-zero id marks a company that registration creates (spec, section 2). */
export const isEmpresaNova = (empresa: EmpresaCadastro): empresa is Empresa =>
  empresa.id === GUID_VAZIO;

/**
 * The company of a registration: a new one (all-zero id, every field required) or an existing
 * one (its id and CNPJ). The id chooses the schema, so each field's error keeps its own path
 * (`empresa.endereco.cep`), which a union of the two shapes would lose.
 */
export const empresaCadastroSchema = z
  .object({ id: guidSchema }, { error: MENSAGENS.campoObrigatorio })
  .loose()
  .transform((empresa, ctx): EmpresaCadastro => {
    const schema = empresa.id === GUID_VAZIO ? empresaSchema : empresaExistenteSchema;
    const resultado = schema.safeParse(empresa);
    if (resultado.success) return resultado.data;
    for (const issue of resultado.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return z.NEVER;
  });
