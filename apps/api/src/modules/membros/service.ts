import {
  MENSAGENS,
  MENSAGENS_HTTP,
  SITUACAO_MEMBRO,
  situacaoVigente,
  type EquipeEmpresa,
  type MembroEmpresa,
  type PedidoSemMembroAtivo,
  type VinculoEmpresa,
} from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import type { SessionUser } from '../../http/acesso.ts';
import type { Clock } from '../../infra/clock.ts';
import { isPedidoAberto, podeGerirEquipe, remocaoDeMembro } from './policies.ts';
import { avisarPedidoDecidido } from './notificacao-pedido.ts';
import { type MembroRow } from './repository.ts';
import { repositoriosEm } from '../repositorios.ts';

const naoEncontrado = () => new HttpError(404, MENSAGENS_HTTP.naoEncontrado);

export function createMembrosService(db: Database, clock: Clock, publicUrl: string) {
  const repository = repositoriosEm(db).membros;

  const apresentar = (row: MembroRow): MembroEmpresa => ({
    id: row.id,
    nome: row.nome,
    email: row.email,
    cargo: row.cargo,
    situacao: situacaoVigente(row.situacao, row.solicitadaEm, clock.now()),
    solicitadaEm: row.solicitadaEm?.toISOString() ?? null,
  });

  /** A request still open (pending and within its 30 days), or the refusal that says why not. */
  function exigirPedidoAberto(alvo: MembroEmpresa) {
    if (alvo.situacao === SITUACAO_MEMBRO.EXPIRADO) {
      throw new HttpError(409, MENSAGENS.pedidoMembroExpiradoDecisao);
    }
    if (!isPedidoAberto(alvo.situacao)) throw naoEncontrado();
  }

  /** The request of `usuarioId` to a company `user` manages; someone else's looks like none. */
  async function pedidoDaEquipe(user: SessionUser, usuarioId: string) {
    const alvo = await repository.findMembro(usuarioId);
    if (!alvo || !podeGerirEquipe(user, alvo.empresaId)) throw naoEncontrado();
    return alvo;
  }

  /** The decision and the e-mail that tells who asked, in one transaction. */
  const decidirPedido = async (decisor: SessionUser, alvo: MembroRow, aceita: boolean) => {
    exigirPedidoAberto(apresentar(alvo));
    const situacao = aceita ? SITUACAO_MEMBRO.ATIVO : SITUACAO_MEMBRO.RECUSADO;
    await db.transaction(async (tx) => {
      const membros = repositoriosEm(tx).membros;
      await membros.decidir(alvo.id, situacao, decisor.id, clock.now());
      const empresa = await membros.findEmpresa(alvo.empresaId);
      if (empresa) {
        await avisarPedidoDecidido(tx, publicUrl, alvo, empresa.nomeOficial, aceita);
      }
    });
  };

  return {
    /** What the panel shows a company user of their membership; null for staff. */
    async vinculo(user: SessionUser): Promise<VinculoEmpresa | null> {
      const row = await repository.findVinculo(user.id);
      if (!row) return null;
      return {
        situacao: situacaoVigente(row.situacao, row.solicitadaEm, clock.now()),
        empresaNome: row.empresaNome,
      };
    },

    async equipe(user: SessionUser): Promise<EquipeEmpresa> {
      if (user.empresaId === null) throw naoEncontrado();
      const empresa = await repository.findEmpresa(user.empresaId);
      if (!empresa) throw naoEncontrado();
      const pessoas = (await repository.listDaEmpresa(empresa.id)).map(apresentar);
      return {
        empresa: { id: empresa.id, nomeOficial: empresa.nomeOficial },
        membros: pessoas.filter((p) => p.situacao === SITUACAO_MEMBRO.ATIVO),
        pedidos: pessoas.filter((p) => p.situacao === SITUACAO_MEMBRO.PENDENTE),
      };
    },

    async decidir(user: SessionUser, usuarioId: string, aceita: boolean): Promise<void> {
      await decidirPedido(user, await pedidoDaEquipe(user, usuarioId), aceita);
    },

    async remover(user: SessionUser, usuarioId: string): Promise<void> {
      const alvo = await pedidoDaEquipe(user, usuarioId);
      await db.transaction(async (tx) => {
        const membros = repositoriosEm(tx).membros;
        await membros.lockEmpresa(alvo.empresaId);
        const atual = await membros.findMembro(usuarioId);
        const remocao = remocaoDeMembro(
          atual && { situacao: situacaoVigente(atual.situacao, atual.solicitadaEm, clock.now()) },
          await membros.countAtivos(alvo.empresaId),
        );
        if (remocao === 'ausente') throw naoEncontrado();
        if (remocao === 'ultimo') throw new HttpError(409, MENSAGENS.ultimoMembroAtivo);
        await membros.decidir(usuarioId, SITUACAO_MEMBRO.REMOVIDO, user.id, clock.now());
      });
    },

    /** Open requests no member can answer, for the administrator. */
    async pedidosSemMembroAtivo(): Promise<PedidoSemMembroAtivo[]> {
      const pedidos = [];
      for (const row of await repository.listPedidosSemMembroAtivo()) {
        const usuario = apresentar(row);
        if (usuario.situacao !== SITUACAO_MEMBRO.PENDENTE) continue;
        pedidos.push({
          usuario,
          empresa: { id: row.empresaId, nomeOficial: row.empresaNome, cnpj: row.empresaCnpj },
          provaCnpj: await repository.findProvaCnpj(row.empresaId),
        });
      }
      return pedidos;
    },

    /** The administrator decides only where no active member is left to. */
    async decidirComoAdministrador(admin: SessionUser, usuarioId: string, aceita: boolean) {
      const alvo = await repository.findMembro(usuarioId);
      if (!alvo) throw naoEncontrado();
      if ((await repository.countAtivos(alvo.empresaId)) > 0) {
        throw new HttpError(409, MENSAGENS.empresaTemMembroAtivo);
      }
      await decidirPedido(admin, alvo, aceita);
    },
  };
}
