import {
  MARGEM_DIVERGENCIA_PADRAO,
  MENSAGENS,
  RUBRICA_PADRAO,
  type ConfiguracaoAvaliacao,
  type CriterioRubrica,
  type Rubrica,
} from '@portal/domain';
import type { Database, Executor } from '../../infra/db/client.ts';
import type { Clock } from '../../infra/clock.ts';
import { salvarComVersao } from '../versoes/salvar-com-versao.ts';
import { alteracoesEntre, registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';
import { repositoriosEm } from '../repositorios.ts';

export interface RubricaVigente {
  versao: number;
  criterios: CriterioRubrica[];
  /** False once an evaluation was submitted with it: saving then makes the next version. */
  editavel: boolean;
  margemDivergencia: number;
  /** The settings' edit count, sent back by a save as `revisao` or `If-Match`. */
  revisao: number;
}

/** The rubric and the margin are one record to their page: the evaluation's settings. */
const PEDIDO = { tipo: 'avaliacao' } as const;

/** The rubric in force; version 1 is the domain's default, written the first time it is read. */
export async function rubricaVigente(db: Executor, clock: Clock): Promise<RubricaVigente> {
  const repository = repositoriosEm(db).rubrica;
  let versao = await repository.versaoAtual();
  if (versao === null) {
    if (await repository.criarVersao(1, clock.now(), null)) {
      await repository.substituirCriterios(1, RUBRICA_PADRAO);
    }
    versao = 1;
  }
  // One after the other: always called in a transaction, one connection running one query at
  // a time (pg warns of queued queries and will refuse them from version 9).
  const criterios = await repository.criterios(versao);
  const emUso = await repository.emUso(versao);
  const margem = await repository.margem();
  const revisao = await repositoriosEm(db).registroVersoes.atual(PEDIDO.tipo);
  return {
    versao,
    criterios,
    editavel: !emUso,
    margemDivergencia: margem ?? MARGEM_DIVERGENCIA_PADRAO,
    revisao,
  };
}

export function createRubricaService(db: Database, clock: Clock) {
  return {
    vigente: () => db.transaction((tx) => rubricaVigente(tx, clock)),

    /**
     * Saves the criteria. A version nobody has submitted with is changed in place; otherwise the
     * change becomes the next version, and evaluations already sent keep the one they used.
     * `revisao` is the settings' edit count, which a save from an old page must match.
     */
    salvar: (dados: Rubrica, usuarioId: string, ator: Ator) =>
      db.transaction(async (tx) => {
        const repository = repositoriosEm(tx).rubrica;
        await repository.bloquear();
        let salva = { versao: 0, message: '' };
        const pedido = { ...PEDIDO, lida: dados.revisao, usuarioId, envia: ['criterios'] };
        const revisao = await salvarComVersao(tx, clock, pedido, async () => {
          const atual = await rubricaVigente(tx, clock);
          const criterios = dados.criterios.map((c) => ({ ...c, codigo: c.codigo.toUpperCase() }));
          const versao = atual.editavel ? atual.versao : atual.versao + 1;
          if (!atual.editavel) await repository.criarVersao(versao, clock.now(), usuarioId);
          await repository.substituirCriterios(versao, criterios);
          salva = {
            versao,
            message: atual.editavel ? MENSAGENS.rubricaSalva : MENSAGENS.rubricaNovaVersao(versao),
          };
          const alteracoes = alteracoesEntre(
            { criterios: atual.criterios },
            { criterios: await repository.criterios(versao) },
          );
          // A new version is a change even with the same criteria: evaluations move to it.
          const mudou = alteracoes !== null || !atual.editavel;
          if (mudou) {
            await registrarAuditoria(tx, ator, {
              acao: 'rubrica.alteracao',
              entidade: 'rubrica',
              entidadeId: String(versao),
              alteracoes,
            });
          }
          return mudou ? ['criterios'] : [];
        });
        return { ...salva, revisao };
      }),

    salvarMargem: (dados: ConfiguracaoAvaliacao, usuarioId: string, ator: Ator) =>
      db.transaction(async (tx) => {
        const repository = repositoriosEm(tx).rubrica;
        const pedido = { ...PEDIDO, lida: dados.revisao, usuarioId, envia: ['margemDivergencia'] };
        return salvarComVersao(tx, clock, pedido, async () => {
          const antes = await repository.margem();
          if (antes === dados.margemDivergencia) return [];
          await repository.salvarMargem(dados.margemDivergencia);
          await registrarAuditoria(tx, ator, {
            acao: 'rubrica.alteracao',
            entidade: 'configuracao-avaliacao',
            alteracoes: { margemDivergencia: { de: antes, para: dados.margemDivergencia } },
          });
          return ['margemDivergencia'];
        });
      }),
  };
}
