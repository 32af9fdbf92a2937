import { montarEmail } from '../src/modules/email/modelos.ts';

/** Retries a second apart, so a test sees several within its wait; four tries in all. */
export const ENVIO_RAPIDO = { tentativas: 4, intervaloSegundos: 1, backoff: false };

/** A message as an event would put it in the outbox, with accents to prove the encoding. */
export const mensagemDeTeste = (para: string, assunto = 'Ação necessária') => ({
  para,
  assunto,
  tipo: 'teste',
  ...montarEmail({ saudacao: 'Olá, Maria,', paragrafos: ['Mensagem com acentuação: ç ã é.'] }),
});
