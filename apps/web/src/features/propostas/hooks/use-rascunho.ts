import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PropostaFormularioValores, TextosProposta } from '../lib/formulario-proposta';
import {
  rascunhoParaOferecer,
  rascunhos,
  somenteTextos,
  textosIguais,
  type Rascunho,
} from '../lib/rascunho';
import type { PropostaFormularioSaida } from '../lib/schema-proposta';

/** Long enough not to write on every key, short enough that a closed tab loses a word at most. */
const ESPERA_MS = 500;

type FormProposta = UseFormReturn<PropostaFormularioValores, unknown, PropostaFormularioSaida>;

/**
 * Keeps what is typed in the browser (never the files) so a reload, a closed tab or a crash
 * loses nothing; offers an older draft when the form opens, and forgets it once saved.
 */
export function useRascunho(form: FormProposta, chave: string, salvos: TextosProposta) {
  const [oferecido, setOferecido] = useState<Rascunho | null>(() =>
    rascunhoParaOferecer(chave, salvos),
  );
  const espera = useRef<number | null>(null);
  const salvosAtuais = useRef(salvos);

  useEffect(() => {
    salvosAtuais.current = salvos;
  }, [salvos]);

  const gravar = useCallback(() => {
    espera.current = null;
    const textos = somenteTextos(form.getValues());
    // Typing back what is saved leaves nothing to restore.
    if (textosIguais(textos, salvosAtuais.current)) rascunhos.apagar(chave);
    else rascunhos.salvar(chave, textos);
  }, [form, chave]);

  useEffect(() => {
    // While the older draft waits for an answer, writing would replace it.
    if (oferecido) return;
    const agora = () => {
      if (espera.current === null) return;
      window.clearTimeout(espera.current);
      gravar();
    };
    const { unsubscribe } = form.watch((_, { name }) => {
      // No name: a reset by the code, not typing.
      if (!name) return;
      if (espera.current !== null) window.clearTimeout(espera.current);
      espera.current = window.setTimeout(gravar, ESPERA_MS);
    });
    window.addEventListener('pagehide', agora);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', agora);
      agora();
    };
  }, [form, gravar, oferecido]);

  return {
    oferecido,
    restaurar() {
      if (!oferecido) return;
      form.reset({ ...form.getValues(), ...oferecido.valores }, { keepDefaultValues: true });
      setOferecido(null);
    },
    descartar() {
      rascunhos.apagar(chave);
      setOferecido(null);
    },
    /** After a save the server has it all; a write still waiting must not bring it back. */
    limpar(chaveSalva = chave) {
      if (espera.current !== null) window.clearTimeout(espera.current);
      espera.current = null;
      rascunhos.apagar(chaveSalva);
    },
  };
}
