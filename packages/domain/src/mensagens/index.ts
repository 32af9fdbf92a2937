export { MENSAGENS } from './mensagens.ts';
export * from './http.ts';
export { MOTIVOS_FALHA_GOVBR, isMotivoFalhaGovbr, type MotivoFalhaGovbr } from './govbr.ts';
