export * from './texto.ts';
export * from './documentos.ts';
export * from './email.ts';
export * from './senha.ts';
export * from './telefone.ts';
export * from './base64.ts';
