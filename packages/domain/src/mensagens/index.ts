export { MENSAGENS } from './mensagens.ts';
export * from './http.ts';
