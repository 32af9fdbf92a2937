export * from './situacao.ts';
