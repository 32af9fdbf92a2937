import { createHash } from 'node:crypto';
import { MENSAGENS } from '@portal/domain';
import { HttpError } from '../../http/http-error.ts';
import type { Database } from '../../infra/db/client.ts';
import type { Clock } from '../../infra/clock.ts';
import { repositoriosEm } from '../repositorios.ts';
import type { PendenciaIdentidade } from './vinculo.ts';

/** The stored id of a browser's token: a leaked copy of the table opens nothing. */
export const idDe = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The gov.br identities that came back without an account, by the browser's token: what linking
 * and registering read, check and use up.
 */
export function pendenciasDeIdentidade(d: { db: Database; clock: Clock }) {
  const repository = repositoriosEm(d.db).govbr;
  return {
    async ler(token: string | undefined): Promise<PendenciaIdentidade> {
      const dados = token
        ? await repository.findPendencia(idDe(token), 'identidade', d.clock.now())
        : null;
      if (!dados) throw new HttpError(404, MENSAGENS.govbrSemPendencia);
      return dados as PendenciaIdentidade;
    },

    /** A CPF links to one account only. */
    async exigirCpfLivre(cpf: string): Promise<void> {
      if (await repository.findVinculoByCpf(cpf)) {
        throw new HttpError(409, MENSAGENS.govbrCpfJaVinculado);
      }
    },

    /** Called with the token `ler` accepted: the identity serves once. */
    consumir: (token: string | undefined, agora: Date) =>
      repository.consumirPendencia(idDe(token!), 'identidade', agora),
  };
}

export type PendenciasDeIdentidade = ReturnType<typeof pendenciasDeIdentidade>;
