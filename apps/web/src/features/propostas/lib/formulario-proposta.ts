import {
  type Aninhado,
  CAMPOS_SOLUCAO,
  campoPerguntado,
  juntarPalavrasChave,
  lerCaminho,
  montarPorCaminho,
  nomeNoFormulario,
  parsePalavrasChave,
  rotuloOpcional,
  type CampoDaSolucao,
  type CaminhoCampoSolucao,
  type CampoSolucao,
  type NomeNoFormulario,
  type RascunhoProposta,
  type ValorDoCampo,
} from '@portal/domain';
import type { AnexosEscolhidos } from './anexos';

/** What an input holds: a choice may be unanswered, a text is empty until typed. */
type ValorNoFormulario<C extends CampoDaSolucao> = C['tipo'] extends 'simNao'
  ? boolean | null
  : C['tipo'] extends 'eixo' | 'capacidade'
    ? number | null
    : string;

/**
 * What the company types, flat and under the spec's form names (spec §3), one entry per field
 * of the solution; the keywords are one comma-separated text and the capability is always the
 * global id (docs/decisions/001). This part survives a reload as a draft; the chosen files
 * (`anexos`) cannot be kept by the browser and do not.
 */
export type TextosProposta = {
  [C in CampoDaSolucao as NomeNoFormulario<C>]: ValorNoFormulario<C>;
};

export type CampoProposta = keyof TextosProposta;

export interface PropostaFormularioValores extends TextosProposta {
  anexos: AnexosEscolhidos;
}

/** Where each form field lives in the API's payload, for both directions and the issues. */
export const CAMINHOS_API = Object.fromEntries(
  CAMPOS_SOLUCAO.map((campo) => [nomeNoFormulario(campo), campo.caminho]),
) as Readonly<Record<CampoProposta, CaminhoCampoSolucao>>;

export const CAMPOS_PROPOSTA = Object.keys(CAMINHOS_API) as CampoProposta[];

const ehTexto = (campo: CampoSolucao) =>
  campo.tipo === 'texto' || campo.tipo === 'linha' || campo.tipo === 'palavrasChave';

export const textosVazios = (): TextosProposta =>
  Object.fromEntries(
    CAMPOS_SOLUCAO.map((campo) => [nomeNoFormulario(campo), ehTexto(campo) ? '' : null]),
  ) as TextosProposta;

const ouNulo = (texto: string): string | null => (texto.trim() === '' ? null : texto);

/** The payload of PUT/POST /api/proposta, every field possibly still blank. */
export type PayloadProposta = Aninhado<{
  [C in CampoDaSolucao as C['caminho']]: ValorDoCampo<C> | null;
}>;

/**
 * Form → payload of PUT/POST /api/proposta. Not validated yet: the domain schema does that.
 * A field the form hides never travels: the other capability only with "Outros", the
 * validating entity only when the solution was validated (spec §4).
 */
export function paraProposta(v: TextosProposta): PayloadProposta {
  const valores = v as Record<string, unknown>;
  const payload = montarPorCaminho(CAMPOS_SOLUCAO, (campo) => {
    const valor = valores[nomeNoFormulario(campo)];
    if (campo.tipo === 'palavrasChave') return parsePalavrasChave(valor as string);
    if (ehTexto(campo) && !campo.obrigatorio) return ouNulo(valor as string);
    return valor;
  });
  return montarPorCaminho(CAMPOS_SOLUCAO, (campo) =>
    campoPerguntado(campo, payload) ? lerCaminho(payload, campo.caminho) : null,
  ) as PayloadProposta;
}

/** Payload (as GET /api/proposta/:id answers it, a draft's blanks as null) → form. */
export function textosDaProposta(p: RascunhoProposta): TextosProposta {
  return Object.fromEntries(
    CAMPOS_SOLUCAO.map((campo) => {
      const valor = lerCaminho(p, campo.caminho);
      const texto =
        campo.tipo === 'palavrasChave'
          ? juntarPalavrasChave((valor as string[] | null) ?? [])
          : (valor ?? (ehTexto(campo) ? '' : null));
      return [nomeNoFormulario(campo), texto];
    }),
  ) as TextosProposta;
}

type CaminhoDeTexto = Extract<CampoDaSolucao, { limite: number }>['caminho'];

/** What a text input of the form takes from the field list: its name, label and limit. */
export const campoDoFormulario = (caminho: CaminhoDeTexto) => {
  const campo: CampoSolucao = CAMPOS_SOLUCAO.find((c) => c.caminho === caminho)!;
  return {
    name: nomeNoFormulario(campo) as CampoProposta,
    label: campo.obrigatorio ? campo.rotulo : rotuloOpcional(campo.rotulo),
    maxLength: campo.limite!,
    withAsterisk: campo.obrigatorio,
  };
};

/**
 * The form field an issue of the API names (`destino.indiceDetalhe` → `destinoIndiceDetalhe`,
 * `keyWords.2` → `keyWords`, a whole `justificativa` → its first field); null when none.
 */
export function campoDoCaminho(caminho: readonly PropertyKey[] | string): CampoProposta | null {
  const texto = typeof caminho === 'string' ? caminho : caminho.map(String).join('.');
  const campos = CAMPOS_PROPOSTA;
  return (
    campos.find((c) => CAMINHOS_API[c] === texto) ??
    campos.find((c) => texto.startsWith(`${CAMINHOS_API[c]}.`)) ??
    campos.find((c) => texto !== '' && CAMINHOS_API[c].startsWith(`${texto}.`)) ??
    null
  );
}
