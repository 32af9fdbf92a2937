import { randomUUID } from 'node:crypto';
import {
  rotuloCampoProposta,
  STATUS_PROPOSTA,
  type AtualizacaoRascunho,
  type linhaPropostaSchema,
  type RascunhoProposta,
  type RespostaServidor,
} from '@portal/domain';
import type { Database, Executor } from '../../infra/db/client.ts';
import type { SessionUser } from '../../http/acesso.ts';
import { criarMemoriaPorVersao } from '../../http/memoria-por-versao.ts';
import { prepararJson, type RespostaEmMemoria } from '../../http/resposta-em-memoria.ts';
import { conflitoDeVersao } from '../versoes/conflito.ts';
import { createCompletudeDaLista } from './completude-da-lista.ts';
import { alvoVisivel, exigirAlteravel, propostaNaoEncontrada } from './alvo.ts';
import { podeListarPropostasDoUsuario, recusaAlteracao } from './policies.ts';
import { apresentarHistorico, apresentarLinha, apresentarProposta } from './presenter.ts';
import { colunasAlteradas, valoresAlterados } from './repository.ts';
import { exigirEscrita } from './solicitacoes/escrita.ts';
import { linhaDeAuditoria, registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';
import { repositoriosEm } from '../repositorios.ts';

const eTexto = (campo: string) => !campo.startsWith('anexos.');
// Companies whose list an instance keeps: a list is a few KB (80 KB for 200 solutions), and the
// companies active on a deadline day are the ones that matter.
const LISTAS_GUARDADAS = 2_000;
const SOLUCAO = { registro: 'esta solução', rotulo: rotuloCampoProposta };

interface SalvarTextos {
  user: SessionUser;
  id: string;
  /** The version the client read, if it sent one. */
  versao: number | undefined;
  textos: Omit<AtualizacaoRascunho, 'id' | 'versao'>;
  ator: Ator;
}

/**
 * One save of a solution's texts on `executor`: from the row locked (`travar`, in a
 * transaction), or from the row as read, written only if nothing changed it since. Null: decide
 * again under the lock. A round of requests is decided on its requests too, which change without
 * touching the row, so it is always decided under the lock.
 */
async function salvarTextos(
  executor: Executor,
  pedido: SalvarTextos,
  travar: true,
): Promise<number>;
async function salvarTextos(
  executor: Executor,
  pedido: SalvarTextos,
  travar: false,
): Promise<number | null>;
async function salvarTextos(
  executor: Executor,
  { user, id, versao, textos, ator }: SalvarTextos,
  travar: boolean,
): Promise<number | null> {
  const atual = await repositoriosEm(executor).proposta.paraEdicao(id, { travar });
  exigirAlteravel(user, atual);
  if (!travar && recusaAlteracao(user, atual) === 'rodada') return null;
  const versoes = repositoriosEm(executor).versoes;
  if (versao !== undefined && versao !== atual.versao) {
    const desde = await versoes.desde(atual.id, versao);
    // Files added or removed meanwhile are not in this payload: saving the texts undoes none of
    // them, so only a change to a text makes the copy too old.
    if (desde.length === 0 || desde.some((a) => a.campos.some(eTexto))) {
      throw conflitoDeVersao(desde, SOLUCAO);
    }
  }
  const alteracoes = valoresAlterados(atual, textos);
  const campos = Object.keys(alteracoes);
  if (campos.length === 0) return atual.versao;
  await exigirEscrita(executor, ator.agora, user, atual, { campos });
  const escrita = {
    valores: colunasAlteradas(alteracoes),
    auditoria: linhaDeAuditoria(ator, {
      acao: 'proposta.atualizacao',
      entidade: 'proposta',
      entidadeId: atual.id,
      empresaId: atual.empresaId,
      propostaId: atual.id,
      alteracoes,
    }),
  };
  return travar
    ? versoes.registrar(atual.id, user.id, campos, escrita)
    : versoes.registrarSeInalterada(atual.marca, atual.id, user.id, campos, escrita);
}

export function createPropostaService(db: Database) {
  const propostas = repositoriosEm(db).proposta;
  const historico = repositoriosEm(db).historico;
  const completudeDaLista = createCompletudeDaLista();
  const listas = criarMemoriaPorVersao<RespostaEmMemoria>(LISTAS_GUARDADAS);

  return {
    /**
     * A new proposal of the user's company at status 1, with its first status entry. Code,
     * owner, company, status and dates are the server's; the schema already dropped any sent.
     */
    async criar(user: SessionUser, dados: RascunhoProposta, ator: Ator): Promise<string> {
      // Company users always have one (a check constraint); a missing one is a server fault.
      if (user.empresaId === null) throw new Error('usuário de empresa sem empresa');
      const empresaId = user.empresaId;
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await repositoriosEm(tx).proposta.insert(id, { usuarioId: user.id, empresaId }, dados);
        await repositoriosEm(tx).historico.insert({
          propostaId: id,
          statusPropostaId: STATUS_PROPOSTA.AGUARDANDO_EMPRESA,
          usuarioId: user.id,
        });
        await registrarAuditoria(tx, ator, {
          acao: 'proposta.criacao',
          entidade: 'proposta',
          entidadeId: id,
          empresaId,
          propostaId: id,
          detalhes: { titulo: dados.titulo },
        });
      });
      return id;
    },

    /**
     * Rewrites the company's proposal while it waits for the company (status 1), or the parts a
     * round of requests opened (status 6), as a new version. With `versao` (what the client read), a save from a copy whose texts changed since
     * is refused with who changed what; without it (the spec's client) it goes through as before.
     * Returns the version now stored; a save that changes nothing makes none.
     */
    async atualizar(user: SessionUser, dados: AtualizacaoRascunho, ator: Ator): Promise<number> {
      const { id, versao, ...textos } = dados;
      const pedido = { user, id: id.toLowerCase(), versao, textos, ator };
      // Without a lock first: on a deadline day nearly every save meets a row nobody else is
      // writing, and a transaction holds a pooled connection over four round trips (begin, lock,
      // write, commit) where this takes two (read, write). The write lands only on the row as
      // read; anything that changed it meanwhile (another save, a file, a status) sends the save
      // through the lock, which decides again on the row as it is now.
      const semTrava = await salvarTextos(db, pedido, false);
      if (semTrava !== null) return semTrava;
      return db.transaction((tx) => salvarTextos(tx, pedido, true));
    },

    async obter(user: SessionUser, id: string) {
      await alvoVisivel(db, user, id);
      const row = await propostas.findById(id);
      if (!row) throw propostaNaoEncontrada();
      const [ultima] = await historico.listByProposta(id);
      return apresentarProposta(row, ultima?.observacao ?? null);
    },

    /**
     * The company's solutions, asked with the id of any of its users: the same answer for every
     * member, kept serialized while the list's version stays the same.
     */
    async listarDoUsuario(user: SessionUser, usuarioId: string): Promise<RespostaEmMemoria> {
      const empresaDoUsuario =
        usuarioId === user.id
          ? user.empresaId
          : await repositoriosEm(db).usuario.empresaDe(usuarioId);
      if (!podeListarPropostasDoUsuario(user, empresaDoUsuario)) throw propostaNaoEncontrada();
      const empresaId = empresaDoUsuario!;
      // Read before the list: a change landing in between makes the kept list newer than its
      // version, which only costs computing it once more.
      const versao = await propostas.versaoDaLista(empresaId);
      return listas.obter(empresaId, versao, async () => {
        const linhas = await propostas.listByEmpresa(empresaId);
        const completude = await completudeDaLista(db, linhas);
        const resposta = linhas.flatMap((linha) => {
          const daLinha = completude(linha);
          return daLinha ? [apresentarLinha(linha, daLinha)] : [];
        });
        return prepararJson(
          resposta satisfies RespostaServidor<typeof linhaPropostaSchema>[],
          'rapida',
        );
      });
    },

    async historico(user: SessionUser, id: string) {
      await alvoVisivel(db, user, id);
      return (await historico.listByProposta(id)).map(apresentarHistorico(user.tipoUsuario));
    },
  };
}
