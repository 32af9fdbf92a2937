/** The body went past the ceiling its caller set: a confused or hostile server. */
export class CorpoGrandeDemaisError extends Error {
  override name = 'resposta grande demais';
}

/**
 * A fetch answer's body, stopping at the first byte past `maximo`, so a server that answers more
 * than the caller can use costs no memory beyond the ceiling. A declared length past it is refused
 * before reading anything.
 */
export async function lerCorpoLimitado(resposta: Response, maximo: number): Promise<Buffer> {
  if (Number(resposta.headers.get('content-length')) > maximo) {
    await resposta.body?.cancel();
    throw new CorpoGrandeDemaisError();
  }
  const partes: Uint8Array[] = [];
  let tamanho = 0;
  const leitor = resposta.body?.getReader();
  for (let parte = await leitor?.read(); parte && !parte.done; parte = await leitor!.read()) {
    tamanho += parte.value.length;
    if (tamanho > maximo) {
      await leitor!.cancel();
      throw new CorpoGrandeDemaisError();
    }
    partes.push(parte.value);
  }
  return Buffer.concat(partes);
}
