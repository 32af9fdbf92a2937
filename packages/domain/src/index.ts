export * from './catalogo/index.ts';
export * from './mensagens/index.ts';
export * from './validacao/index.ts';
export * from './formatacao/index.ts';
export * from './schemas/index.ts';
export * from './avaliacao/consolidacao.ts';
export * from './calendario/index.ts';
