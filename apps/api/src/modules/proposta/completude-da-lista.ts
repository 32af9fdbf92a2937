import { LRUCache } from 'lru-cache';
import { completudeProposta, type Completude } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { apresentarProposta } from './presenter.ts';
import { repositoriosEm } from '../repositorios.ts';

/** What a list row says of a solution: enough to know whether its texts changed since. */
export interface VersaoDaLinha {
  id: string;
  versao: number;
  dataAlteracao: Date | null;
  fotos: number;
}

// Every save of the texts or of a file list moves the version (0014_versoes.sql); the change's
// time and the photo count join it in the key, so a row written any other way is computed anew.
const chave = (l: VersaoDaLinha) => `${l.id}:${l.versao}:${l.dataAlteracao?.getTime()}:${l.fotos}`;

/**
 * The completeness of each solution of a list. It is a pure function of a version of
 * the texts and the photo count, so it is computed once per version and kept: the list reads
 * only its short columns, and the long texts only for versions it has not seen. Bounded, so a
 * long-running server keeps the recent versions only.
 */
export function createCompletudeDaLista(maximo = 20_000) {
  const porVersao = new LRUCache<string, Completude>({ max: maximo });

  return async (db: Executor, linhas: readonly VersaoDaLinha[]) => {
    const faltam = linhas.filter((l) => !porVersao.has(chave(l)));
    const completas = await repositoriosEm(db).proposta.findByIds(faltam.map((l) => l.id));
    const porId = new Map(completas.map((row) => [row.id, row]));
    for (const linha of faltam) {
      const row = porId.get(linha.id);
      if (row)
        porVersao.set(chave(linha), completudeProposta(apresentarProposta(row, null), linha.fotos));
    }
    // None for a solution deleted between the two reads: the list leaves it out.
    return (linha: VersaoDaLinha): Completude | undefined => porVersao.get(chave(linha));
  };
}
