export * from './catalogo/index.ts';
