export * from './desfechos.ts';
export * from './limite-contato.ts';
