import { z } from 'zod';
import { TIPO_ARQUIVO } from '../catalogo/index.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { isBase64Valido } from '../validacao/index.ts';
import { textoObrigatorio, textoOpcional } from './campos.ts';
import { versaoSchema } from './versao.ts';

const TIPOS_ARQUIVO: readonly number[] = Object.values(TIPO_ARQUIVO);

/**
 * An uploaded file. Only the shape of `conteudo` is checked here: its decoded size and real
 * type are the upload route's job, which knows the category.
 */
export const arquivoSchema = z.object({
  nomeOriginal: textoObrigatorio(),
  conteudo: z
    .string({ error: MENSAGENS.nenhumArquivoSelecionado })
    .min(1, { error: MENSAGENS.nenhumArquivoSelecionado, abort: true })
    .refine(isBase64Valido, { error: MENSAGENS.conteudoArquivoInvalido }),
  tipoDoArquivo: z
    .number({ error: MENSAGENS.valorInvalido })
    .refine((tipo) => TIPOS_ARQUIVO.includes(tipo), { error: MENSAGENS.valorInvalido })
    .nullish(),
  tipo: textoOpcional(),
});
export type Arquivo = z.infer<typeof arquivoSchema>;

/** `PUT /documentos/:id`: the new PDF and the version of the document the page read. */
export const substituicaoDocumentoSchema = arquivoSchema.extend({
  versao: versaoSchema.optional(),
});
export type SubstituicaoDocumento = z.infer<typeof substituicaoDocumentoSchema>;
