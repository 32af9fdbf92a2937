/** Masks for the representative's documents shown to users who did not register the company. */

/** '52998224725' → '***.982.247-**': the middle digits let a colleague recognise it. */
export const mascararCpf = (cpf: string): string => {
  const digitos = cpf.replace(/\D/g, '');
  if (digitos.length !== 11) return '***.***.***-**';
  return `***.${digitos.slice(3, 6)}.${digitos.slice(6, 9)}-**`;
};

/** '12.345.678-9' → '****6789': the last four characters only. */
export const mascararRg = (rg: string): string => {
  const caracteres = rg.replace(/[^0-9A-Za-z]/g, '');
  return `****${caracteres.slice(-4)}`;
};

/** 'maria@cidadeviva.com.br' → 'm***@cidadeviva.com.br'. */
export const mascararEmail = (email: string): string => {
  const arroba = email.lastIndexOf('@');
  if (arroba <= 0) return '***';
  return `${email[0]}***${email.slice(arroba)}`;
};
