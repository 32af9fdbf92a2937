export * from './mascara.ts';
export * from './documentos.ts';
export * from './telefone.ts';
export * from './datas.ts';
export * from './saudacao.ts';
export * from './palavras-chave.ts';
export * from './nome-arquivo.ts';
export * from './pessoa-para-leitor.ts';
