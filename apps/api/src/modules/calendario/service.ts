import { randomUUID } from 'node:crypto';
import {
  dataHoraLocalSaoPaulo,
  formatarDataHoraExtenso,
  instanteDeSaoPaulo,
  MENSAGENS,
  recusaDoCalendario,
  situacaoInscricoes,
  type AcaoCalendario,
  type Calendario,
  type CalendarioEntrada,
  type ProrrogacaoEntrada,
  type SituacaoInscricoes,
} from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import { fieldError, HttpError } from '../../http/http-error.ts';
import { criarMemoriaPorVersao } from '../../http/memoria-por-versao.ts';
import type { SessionUser } from '../../http/acesso.ts';
import type { Clock } from '../../infra/clock.ts';
import { salvarComVersao } from '../versoes/salvar-com-versao.ts';
import { type CalendarioRow } from './repository.ts';
import { registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';
import { repositoriosEm } from '../repositorios.ts';

const paraCalendario = (row: CalendarioRow): Calendario => ({
  aberturaInscricoes: row.aberturaInscricoes.toISOString(),
  prazoEnvio: row.prazoEnvio.toISOString(),
  toleranciaMinutos: row.toleranciaMinutos,
  divulgacaoResultados: row.divulgacaoResultados,
});

/** The fields the record compares, each as the text the record keeps. */
const CAMPOS = [
  'aberturaInscricoes',
  'prazoEnvio',
  'toleranciaMinutos',
  'divulgacaoResultados',
] as const;
const comoTexto = (valor: string | number | null): string | null =>
  valor === null ? null : String(valor);

const PEDIDO = { tipo: 'calendario' } as const;

/**
 * `versaoPublica` is the public pages' version (migrations/0031), which every change to the
 * calendar bumps on every instance: the calendar a company's write is first checked against is
 * kept by it.
 */
export function createCalendarioService(db: Database, clock: Clock, versaoPublica: () => number) {
  const repository = repositoriosEm(db).calendario;
  const versoes = repositoriosEm(db).registroVersoes;
  const guardado = criarMemoriaPorVersao<CalendarioRow | null>(1);
  const calendarioGuardado = () =>
    guardado.obter(PEDIDO.tipo, versaoPublica(), () => repository.find());

  /** Where the call stands for a company (its own extension counted) or for anybody else. */
  async function situacao(empresaId: string | null): Promise<SituacaoInscricoes> {
    if (empresaId === null) {
      const row = await repository.find();
      return situacaoInscricoes(row && paraCalendario(row), clock.now());
    }
    const lido = await repository.findComProrrogacao(empresaId);
    return situacaoInscricoes(
      lido && paraCalendario(lido.calendario),
      clock.now(),
      lido?.prorrogacao?.toISOString() ?? null,
    );
  }

  return {
    situacao,

    /**
     * Refuses a company's write the calendar does not allow now, stating the deadline. 409: the
     * request is fine, the call's state is what refuses it, as for a proposal already submitted.
     */
    async exigirPermitido(
      user: SessionUser,
      acao: AcaoCalendario,
      solucao: () => Promise<string | null>,
    ): Promise<void> {
      // Every company write on a campaign day comes through here. An extension only ever
      // moves a deadline later, so what the general calendar allows no extension refuses: that
      // answer comes from memory, with no query. A refusal is decided on a fresh read of the
      // calendar and the company's extension. A change made on another instance reaches this
      // one as the public pages do, in milliseconds on PostgreSQL (docs/decisions/056).
      const geral = await calendarioGuardado();
      const semProrrogacao = situacaoInscricoes(geral && paraCalendario(geral), clock.now());
      if (recusaDoCalendario(semProrrogacao, acao) === null) return;
      const recusa = recusaDoCalendario(await situacao(user.empresaId), acao);
      if (recusa === null) return;
      // A round of requests has dates of its own, which the solution's service enforces.
      const propostaId = acao === 'editar' ? await solucao() : null;
      if (propostaId && user.empresaId) {
        const solicitacoes = repositoriosEm(db).solicitacoes;
        if (await solicitacoes.abertaNaEmpresa(propostaId, user.empresaId)) return;
      }
      throw new HttpError(409, recusa);
    },

    /**
     * The calendar as the administrators' form shows it (São Paulo wall-clock times), null before
     * the first, and its version.
     */
    async obter(): Promise<{ calendario: CalendarioEntrada | null; versao: number }> {
      const [row, versao] = await Promise.all([repository.find(), versoes.atual(PEDIDO.tipo)]);
      const calendario = row && {
        aberturaInscricoes: dataHoraLocalSaoPaulo(row.aberturaInscricoes),
        prazoEnvio: dataHoraLocalSaoPaulo(row.prazoEnvio),
        toleranciaMinutos: row.toleranciaMinutos,
        divulgacaoResultados: row.divulgacaoResultados,
      };
      return { calendario, versao };
    },

    /**
     * Saves the calendar and records, field by field, what changed, by whom and when; a save
     * from a copy another administrator changed since is refused. Returns the version.
     */
    async definir(user: SessionUser, entrada: CalendarioEntrada, ator: Ator): Promise<number> {
      const agora = ator.agora;
      const novo: Calendario = {
        aberturaInscricoes: instanteDeSaoPaulo(entrada.aberturaInscricoes).toISOString(),
        prazoEnvio: instanteDeSaoPaulo(entrada.prazoEnvio).toISOString(),
        toleranciaMinutos: entrada.toleranciaMinutos,
        divulgacaoResultados: entrada.divulgacaoResultados,
      };
      const pedido = { ...PEDIDO, lida: entrada.versao, usuarioId: user.id, envia: CAMPOS };
      return db.transaction((tx) =>
        salvarComVersao(tx, clock, pedido, async () => {
          const calendarios = repositoriosEm(tx).calendario;
          await calendarios.lock();
          const atual = await calendarios.find();
          const anterior = atual && paraCalendario(atual);
          const alteracoes = CAMPOS.filter((campo) => anterior?.[campo] !== novo[campo]).map(
            (campo) => ({
              campo,
              valorAnterior: anterior && comoTexto(anterior[campo]),
              valorNovo: comoTexto(novo[campo]),
              usuarioId: user.id,
              dataHora: agora,
            }),
          );
          await calendarios.save({
            aberturaInscricoes: new Date(novo.aberturaInscricoes),
            prazoEnvio: new Date(novo.prazoEnvio),
            toleranciaMinutos: novo.toleranciaMinutos,
            divulgacaoResultados: novo.divulgacaoResultados,
            alteradoEm: agora,
            alteradoPor: user.id,
          });
          await calendarios.insertAlteracoes(alteracoes);
          if (alteracoes.length > 0) {
            await registrarAuditoria(tx, ator, {
              acao: 'calendario.alteracao',
              entidade: 'calendario',
              alteracoes: Object.fromEntries(
                alteracoes.map((a) => [a.campo, { de: a.valorAnterior, para: a.valorNovo }]),
              ),
            });
          }
          return alteracoes.map((a) => a.campo);
        }),
      );
    },

    listarAlteracoes: () => repository.listAlteracoes(),

    /**
     * Grants one company a later deadline. Only a calendar with a deadline can be extended, and
     * only past it: an "extension" before the general deadline would shorten nothing and mislead.
     */
    async prorrogar(user: SessionUser, entrada: ProrrogacaoEntrada, ator: Ator): Promise<void> {
      const calendario = await repository.find();
      if (calendario === null) throw new HttpError(409, MENSAGENS.calendarioNaoDefinido);
      const empresaId = entrada.empresaId.toLowerCase();
      if (!(await repository.existsEmpresa(empresaId))) {
        throw fieldError(404, 'empresaId', MENSAGENS.empresaNaoEncontrada);
      }
      const prazo = instanteDeSaoPaulo(entrada.prazo);
      if (prazo <= calendario.prazoEnvio) {
        throw fieldError(
          400,
          'prazo',
          MENSAGENS.prorrogacaoAntesDoPrazo(formatarDataHoraExtenso(calendario.prazoEnvio)),
        );
      }
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await repositoriosEm(tx).calendario.insertProrrogacao({
          id,
          empresaId,
          prazo,
          motivo: entrada.motivo,
          usuarioId: user.id,
          dataHora: ator.agora,
        });
        await registrarAuditoria(tx, ator, {
          acao: 'calendario.prorrogacao',
          entidade: 'prorrogacao',
          entidadeId: id,
          empresaId,
          detalhes: { prazo: prazo.toISOString(), motivo: entrada.motivo },
        });
      });
    },

    listarProrrogacoes: () => repository.listProrrogacoes(),
  };
}

export type CalendarioService = ReturnType<typeof createCalendarioService>;
