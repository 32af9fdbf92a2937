export * from './eixos.ts';
export * from './status-proposta.ts';
export * from './arquivos.ts';
export * from './formatos-arquivo.ts';
export * from './usuarios.ts';
export * from './limites.ts';
export * from './repositorio.ts';
