import { useEffect, useMemo, useState } from 'react';
import type * as SenhaFacil from '@portal/domain/senha-facil';

type VerificadorSenha = typeof SenhaFacil;

let carregamento: Promise<VerificadorSenha> | null = null;
// One download per visit, shared by every password field; a failed one may be tried again.
const carregarVerificador = () =>
  (carregamento ??= import('@portal/domain/senha-facil').catch((erro: unknown) => {
    carregamento = null;
    throw erro;
  }));

/**
 * Whether the password is easy to guess, by the server's own rule and dictionary. The
 * dictionary is fetched once `ativo` turns true (the field was focused or typed in), never
 * with the page; until it arrives the answer is 'verificando'. Should it never arrive, the
 * server still refuses the password on submit.
 */
export function useSenhaFacil(
  senha: string,
  textosDoUsuario: readonly (string | null | undefined)[],
  ativo: boolean,
): boolean | 'verificando' {
  const [verificador, setVerificador] = useState<VerificadorSenha | null>(null);
  useEffect(() => {
    if (!ativo || verificador) return;
    let montado = true;
    carregarVerificador().then(
      (modulo) => montado && setVerificador(modulo),
      () => undefined,
    );
    return () => {
      montado = false;
    };
  }, [ativo, verificador]);
  // The names arrive as a new array each render; their text is what matters.
  const chave = textosDoUsuario.join('\n');
  return useMemo(
    () => (verificador ? verificador.isSenhaFacil(senha, chave.split('\n')) : 'verificando'),
    [verificador, senha, chave],
  );
}
