/**
 * Generic answers of the API, in Portuguese. The web app shows `message` as it
 * comes, so no framework text (English, stack, SQL) ever reaches a user.
 */
export const MENSAGENS_HTTP = {
  camposInvalidos: 'Existem campos inválidos!',
  requisicaoInvalida: 'Requisição inválida.',
  jsonInvalido: 'O conteúdo enviado não é um JSON válido.',
  corpoVazio: 'O conteúdo da requisição está vazio.',
  corpoMuitoGrande: 'O conteúdo enviado excede o tamanho máximo permitido.',
  tipoNaoSuportado: 'Tipo de conteúdo não suportado. Envie os dados em formato JSON.',
  naoAutenticado: 'Sessão expirada ou inexistente. Entre novamente.',
  acessoNegado: 'Acesso não permitido.',
  origemNaoPermitida: 'Origem não permitida.',
  naoEncontrado: 'Recurso não encontrado.',
  metodoNaoPermitido: 'Método não permitido.',
  muitasRequisicoes: 'Muitas requisições em pouco tempo. Aguarde um momento e tente novamente.',
  erroInesperado: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
  servicoIndisponivel: 'Serviço temporariamente indisponível. Tente novamente mais tarde.',
  interfaceNaoGerada:
    'A interface web ainda não foi gerada. Execute `npm run build` e reinicie o servidor.',
} as const;

export type MensagemHttp = (typeof MENSAGENS_HTTP)[keyof typeof MENSAGENS_HTTP];

/** The message for a 4xx/5xx status that has no more specific cause. */
export const mensagemHttpPorStatus = (status: number): MensagemHttp => {
  if (status >= 500) return MENSAGENS_HTTP.erroInesperado;
  switch (status) {
    case 401:
      return MENSAGENS_HTTP.naoAutenticado;
    case 403:
      return MENSAGENS_HTTP.acessoNegado;
    case 404:
      return MENSAGENS_HTTP.naoEncontrado;
    case 405:
      return MENSAGENS_HTTP.metodoNaoPermitido;
    case 413:
      return MENSAGENS_HTTP.corpoMuitoGrande;
    case 415:
      return MENSAGENS_HTTP.tipoNaoSuportado;
    case 429:
      return MENSAGENS_HTTP.muitasRequisicoes;
    default:
      return MENSAGENS_HTTP.requisicaoInvalida;
  }
};
