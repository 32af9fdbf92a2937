export { MENSAGENS } from './mensagens.ts';
export * from './http.ts';
export { MOTIVOS_FALHA_GOVBR, isMotivoFalhaGovbr, type MotivoFalhaGovbr } from './govbr.ts';
export { CONTEUDO_ATIVO_PDF } from './conteudo-hostil.ts';
