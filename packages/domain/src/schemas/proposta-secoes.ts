import { z } from 'zod';
import { findEixo, isCapacidadeOutros, LIMITES } from '../catalogo/index.ts';
import { juntarPalavrasChave, parsePalavrasChave } from '../formatacao/index.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import {
  CAMPOS_SOLUCAO,
  camposDoGrupo,
  chaveDoCaminho,
  type CampoDaSolucao,
  type CampoDoTopo,
  type CampoSolucao,
  type CamposDoGrupo,
  type ChaveDoCaminho,
  type GrupoSolucao,
} from '../solucao/campos.ts';
import {
  booleanoObrigatorio,
  opcaoSchema,
  textoObrigatorio,
  textoOpcional,
  textoSeguro,
} from './campos.ts';

/** Keywords arrive as a list; the spec's 255 limit is on the text the form shows them in. */
export const keyWordsSchema = z
  .array(textoSeguro(MENSAGENS.valorInvalido), { error: MENSAGENS.campoObrigatorio })
  .transform((lista) => lista.map((palavra) => palavra.trim()).filter(Boolean))
  .superRefine((lista, ctx) => {
    if (lista.length === 0) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS.campoObrigatorio });
    } else if (juntarPalavrasChave(lista).length > LIMITES.keyWords) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS.maximoCaracteres(LIMITES.keyWords) });
    }
  });

/** The form's comma-separated keyword field, giving the list the API receives. */
export const keyWordsTextoSchema = textoSeguro(MENSAGENS.campoObrigatorio)
  .transform(parsePalavrasChave)
  .pipe(keyWordsSchema);

const booleanoOpcional = z.boolean({ error: MENSAGENS.valorInvalido }).nullish();

/** A field's schema, by how it is answered; a paragraph keeps its line breaks, a line does not. */
export type SchemaDoCampo<C extends CampoSolucao> = C['tipo'] extends 'linha' | 'texto'
  ? C['obrigatorio'] extends true
    ? ReturnType<typeof textoObrigatorio>
    : ReturnType<typeof textoOpcional>
  : C['tipo'] extends 'palavrasChave'
    ? typeof keyWordsSchema
    : C['tipo'] extends 'simNao'
      ? C['obrigatorio'] extends true
        ? typeof booleanoObrigatorio
        : typeof booleanoOpcional
      : typeof opcaoSchema;

export function schemaDoCampo(campo: CampoSolucao): z.ZodType {
  const multilinha = { multilinha: campo.tipo === 'texto' };
  switch (campo.tipo) {
    case 'linha':
    case 'texto':
      return campo.obrigatorio
        ? textoObrigatorio(campo.limite, multilinha)
        : textoOpcional(campo.limite, multilinha);
    case 'palavrasChave':
      return keyWordsSchema;
    case 'simNao':
      return campo.obrigatorio ? booleanoObrigatorio : booleanoOpcional;
    case 'eixo':
    case 'capacidade':
      return opcaoSchema;
  }
}

type FormaDe<C extends CampoDaSolucao> = {
  [K in C as ChaveDoCaminho<K['caminho']>]: SchemaDoCampo<K>;
};

const formaDe = <C extends CampoDaSolucao>(campos: readonly C[]) =>
  Object.fromEntries(
    campos.map((campo) => [chaveDoCaminho(campo.caminho), schemaDoCampo(campo)]),
  ) as FormaDe<C>;

/** The schemas of a section's fields, by their key in it, in the form's order. */
export const formaDoGrupo = <G extends GrupoSolucao>(grupo: G) =>
  formaDe<CamposDoGrupo<G>>(camposDoGrupo(grupo));

/** The identification's fields, which sit at the payload's top level. */
export const formaDoTopo = () =>
  formaDe<CampoDoTopo>(
    CAMPOS_SOLUCAO.filter((campo): campo is CampoDoTopo => !campo.caminho.includes('.')),
  );

/**
 * `indiceDetalhe` is a global capability id (6–51) and must belong to the chosen axis;
 * its axis's "Outros" makes `destinoOutro` required.
 */
export const destinoSchema = z
  .object(formaDoGrupo('destino'), { error: MENSAGENS.campoObrigatorio })
  .superRefine((d, ctx) => {
    if (typeof d.destino !== 'number' || typeof d.indiceDetalhe !== 'number') return;
    const eixo = findEixo(d.destino);
    if (!eixo) {
      ctx.addIssue({ code: 'custom', path: ['destino'], message: MENSAGENS.eixoInvalido });
    } else if (!eixo.capacidades.some((c) => c.id === d.indiceDetalhe)) {
      ctx.addIssue({
        code: 'custom',
        path: ['indiceDetalhe'],
        message: MENSAGENS.capacidadeForaDoEixo,
      });
    } else if (isCapacidadeOutros(d.indiceDetalhe) && !d.destinoOutro) {
      ctx.addIssue({ code: 'custom', path: ['destinoOutro'], message: MENSAGENS.campoObrigatorio });
    }
  });
export type Destino = z.infer<typeof destinoSchema>;

export const descricaoTecnicaSolucaoSchema = z.object(formaDoGrupo('descricaoTecnicaSolucao'), {
  error: MENSAGENS.campoObrigatorio,
});
export type DescricaoTecnicaSolucao = z.infer<typeof descricaoTecnicaSolucaoSchema>;

export const justificativaSchema = z.object(formaDoGrupo('justificativa'), {
  error: MENSAGENS.campoObrigatorio,
});
export type Justificativa = z.infer<typeof justificativaSchema>;

/** Who validated the solution is only asked when the company says it was validated. */
export const historicoSolucaoSchema = z
  .object(formaDoGrupo('historicoSolucao'), { error: MENSAGENS.campoObrigatorio })
  .refine(
    (h) =>
      h.validacaoOuRegistro !== true ||
      (typeof h.entidadeResponsavelValidacao === 'string' &&
        h.entidadeResponsavelValidacao.trim() !== ''),
    {
      path: ['entidadeResponsavelValidacao'],
      message: MENSAGENS.campoObrigatorio,
      // Checked even when another field of the section failed (an empty city, say), so the
      // entity is flagged on the same submit instead of only after the rest is fixed.
      when: ({ value, issues }) =>
        typeof value === 'object' &&
        value !== null &&
        (value as { validacaoOuRegistro?: unknown }).validacaoOuRegistro === true &&
        !issues.some((issue) => issue.path?.[0] === 'entidadeResponsavelValidacao'),
    },
  );
export type HistoricoSolucao = z.infer<typeof historicoSolucaoSchema>;

export const suporteSolucaoSchema = z.object(formaDoGrupo('suporteSolucao'), {
  error: MENSAGENS.campoObrigatorio,
});
export type SuporteSolucao = z.infer<typeof suporteSolucaoSchema>;
