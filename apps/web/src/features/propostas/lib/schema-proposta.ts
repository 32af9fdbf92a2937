import { z } from 'zod';
import { CATEGORIAS_ANEXO, rascunhoPropostaSchema, type RascunhoProposta } from '@portal/domain';
import { listarParaEnvio, nomeCampoAnexo, verificarAnexos, type AnexoParaEnvio } from './anexos';
import {
  campoDoCaminho,
  paraProposta,
  type PropostaFormularioValores,
} from './formulario-proposta';

/** What the form's rules depend on besides the values. */
export interface ContextoValidacao {
  /** Files already on the server, by context, for the 10-per-category limit. */
  enviadosPorContexto: Readonly<Record<number, number>>;
}

export interface PropostaFormularioSaida {
  proposta: RascunhoProposta;
  anexos: AnexoParaEnvio[];
}

/**
 * The form's resolver: the values are mapped to the payload and checked by the API's own draft
 * schema (the title, and what is filled in), whose issues come back under the form's field
 * names; then the attachments. What is still blank is the completeness panel's, not an error:
 * the solution is saved as it is written (docs/decisions/014).
 */
export const criarSchemaProposta = ({ enviadosPorContexto }: ContextoValidacao) =>
  z.custom<PropostaFormularioValores>().transform((valores, ctx): PropostaFormularioSaida => {
    const resultado = rascunhoPropostaSchema.safeParse(paraProposta(valores));
    let valido = resultado.success;
    for (const issue of resultado.error?.issues ?? []) {
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: [campoDoCaminho(issue.path) ?? 'titulo'],
      });
    }

    for (const categoria of CATEGORIAS_ANEXO) {
      const nome = nomeCampoAnexo(categoria);
      const arquivos = valores.anexos[nome] ?? [];
      const problema = verificarAnexos(
        categoria,
        arquivos,
        enviadosPorContexto[categoria.contexto] ?? 0,
      );
      if (problema) {
        valido = false;
        ctx.addIssue({ code: 'custom', message: problema, path: ['anexos', nome] });
      }
    }

    if (!valido || !resultado.success) return z.NEVER;
    return { proposta: resultado.data, anexos: listarParaEnvio(valores.anexos) };
  });
