import { ROTULOS_PROPOSTA } from './rotulos-proposta.ts';

/**
 * The records besides a solution that several people edit, each with what a refused
 * save calls it and the labels of the fields it reports as changed. A solution has its own
 * labels (`rotuloCampoProposta`): its fields are the form's.
 */
export const REGISTROS_VERSIONADOS = {
  usuario: {
    nome: 'estes dados',
    campos: {
      nome: 'Nome',
      cargo: 'Cargo',
      departamento: 'Departamento',
      telefones: 'Telefones',
      senha: 'Senha',
    },
  },
  /** The rubric and the disagreement margin: the evaluation's settings, one page. */
  avaliacao: {
    nome: 'a configuração da avaliação',
    campos: { criterios: 'Critérios da rubrica', margemDivergencia: 'Margem de divergência' },
  },
  calendario: {
    nome: 'o calendário',
    campos: {
      aberturaInscricoes: 'Abertura das inscrições',
      prazoEnvio: 'Prazo para envio do PDF assinado',
      toleranciaMinutos: 'Tolerância',
      divulgacaoResultados: 'Divulgação dos resultados',
    },
  },
  documento: { nome: 'este documento', campos: { arquivo: 'Arquivo PDF' } },
  parecer: { nome: 'este parecer', campos: { conclusao: 'Conclusão do parecer' } },
  /** The solution's texts as the portal publishes them: the form's own labels. */
  textoPortal: { nome: 'o texto para o portal', campos: ROTULOS_PROPOSTA },
} as const;

export type TipoRegistroVersionado = keyof typeof REGISTROS_VERSIONADOS;

/** The label of a versioned record's field, or the field's own name for one it does not know. */
export function rotuloCampoRegistro(tipo: TipoRegistroVersionado, campo: string): string {
  const campos: Readonly<Record<string, string>> = REGISTROS_VERSIONADOS[tipo].campos;
  return campos[campo] ?? campo;
}
