/**
 * The spec's Result object of registration and update calls. `mensagem` repeats `message`
 * because the spec's screens read one or the other.
 */
export const resultado = (message: string, idCriadoGuid?: string) => ({
  result: true,
  status: true,
  message,
  mensagem: message,
  ...(idCriadoGuid === undefined ? {} : { idCriadoGuid, idCriadoInt: 0 }),
});

/** The spec's answer to a file upload, where `status: 0` (not `true`) means success. */
export const resultadoArquivo = (message: string, idCriadoGuid?: string) => ({
  status: 0,
  result: true,
  message,
  ...(idCriadoGuid === undefined ? {} : { idCriadoGuid }),
});
