import {
  MARGEM_DIVERGENCIA_PADRAO,
  MENSAGENS,
  RUBRICA_PADRAO,
  type CriterioRubrica,
  type Rubrica,
} from '@portal/domain';
import type { Database, Executor } from '../../db/client.ts';
import type { Clock } from '../../plugins/clock.ts';
import { createRubricaRepository } from './rubrica-repository.ts';

export interface RubricaVigente {
  versao: number;
  criterios: CriterioRubrica[];
  /** False once an evaluation was submitted with it: saving then makes the next version. */
  editavel: boolean;
  margemDivergencia: number;
}

/** The rubric in force; version 1 is the domain's default, written the first time it is read. */
export async function rubricaVigente(db: Executor, clock: Clock): Promise<RubricaVigente> {
  const repository = createRubricaRepository(db);
  let versao = await repository.versaoAtual();
  if (versao === null) {
    if (await repository.criarVersao(1, clock.now(), null)) {
      await repository.substituirCriterios(1, RUBRICA_PADRAO);
    }
    versao = 1;
  }
  const [criterios, emUso, margem] = await Promise.all([
    repository.criterios(versao),
    repository.emUso(versao),
    repository.margem(),
  ]);
  return {
    versao,
    criterios,
    editavel: !emUso,
    margemDivergencia: margem ?? MARGEM_DIVERGENCIA_PADRAO,
  };
}

export function createRubricaService(db: Database, clock: Clock) {
  return {
    vigente: () => db.transaction((tx) => rubricaVigente(tx, clock)),

    /**
     * Saves the criteria. A version nobody has submitted with is changed in place; otherwise the
     * change becomes the next version, and evaluations already sent keep the one they used.
     */
    salvar: (dados: Rubrica, usuarioId: string) =>
      db.transaction(async (tx) => {
        const repository = createRubricaRepository(tx);
        await repository.bloquear();
        const atual = await rubricaVigente(tx, clock);
        const criterios = dados.criterios.map((c) => ({ ...c, codigo: c.codigo.toUpperCase() }));
        if (atual.editavel) {
          await repository.substituirCriterios(atual.versao, criterios);
          return { versao: atual.versao, message: MENSAGENS.rubricaSalva };
        }
        const versao = atual.versao + 1;
        await repository.criarVersao(versao, clock.now(), usuarioId);
        await repository.substituirCriterios(versao, criterios);
        return { versao, message: MENSAGENS.rubricaNovaVersao(versao) };
      }),

    salvarMargem: (margemDivergencia: number) =>
      createRubricaRepository(db).salvarMargem(margemDivergencia),
  };
}
