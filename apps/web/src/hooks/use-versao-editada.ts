import { useState } from 'react';
import {
  avisoReaplicado,
  reaplicarSobreAtual,
  type DescricaoCampos,
  type Divergencia,
} from '@/lib/conflito-versao';
import type { AvisoDados } from '@/components/feedback/aviso';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';

/** A record as a form loaded it: the values it edits and the version they came from. */
export interface Copia<T> {
  valores: T;
  versao: number;
}

/** A save refused for coming from an old copy: a 409 that names the fields changed since. */
export const isConflitoDeVersao = (erro: unknown): erro is ApiError =>
  erro instanceof ApiError && erro.status === 409 && erro.issues.length > 0;

/**
 * The copy a form edits and what follows a refused save: the version to send, the
 * refusal, and the merge of this person's values over the current copy with the fields both
 * changed listed beside the form.
 */
export function useVersaoEditada<T extends object>(opcoes: {
  inicial: Copia<T>;
  campos: DescricaoCampos<T>;
  /** Reads the current copy from the server, bypassing any cache. */
  carregarAtual: () => Promise<Copia<T>>;
  /** The form's save button, which the notices name. */
  botaoSalvar: string;
  /** Where the form shows what happened. */
  setAviso: (aviso: AvisoDados) => void;
}) {
  const [copia, setCopia] = useState(opcoes.inicial);
  const [recusado, setRecusado] = useState(false);
  const [divergencias, setDivergencias] = useState<Divergencia[]>([]);
  const [reaplicando, setReaplicando] = useState(false);
  return {
    versao: copia.versao,
    /** What `ConflitoVersao` shows, but its title and action. */
    conflito: { botaoSalvar: opcoes.botaoSalvar, recusado, divergencias, ocupado: reaplicando },
    /** A save went through: what it stored is the copy from now on. */
    salvou(atual: Copia<T>) {
      setCopia(atual);
      setRecusado(false);
      setDivergencias([]);
    },
    /** Whether a failed save was refused for coming from an old copy (then the notice shows). */
    recusou(erro: unknown): boolean {
      const conflito = isConflitoDeVersao(erro);
      setRecusado(conflito);
      return conflito;
    },
    /**
     * Loads the current copy with this person's changes (`meus`) reapplied and hands it to the
     * form (`aplicar`); the save that follows carries the current version.
     */
    async reaplicar(meus: T, aplicar: (valores: T) => void): Promise<void> {
      setReaplicando(true);
      try {
        const atual = await opcoes.carregarAtual();
        const mescla = reaplicarSobreAtual(meus, copia.valores, atual.valores, opcoes.campos);
        aplicar(mescla.valores);
        setCopia(atual);
        setRecusado(false);
        setDivergencias(mescla.divergencias);
        opcoes.setAviso({ tipo: 'info', mensagem: avisoReaplicado(opcoes.botaoSalvar) });
      } catch {
        opcoes.setAviso({ tipo: 'erro', mensagem: MENSAGEM_ERRO_INESPERADO });
      } finally {
        setReaplicando(false);
      }
    },
  };
}
