import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { arredondarNota, descricaoRecomendacao } from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import { empresa, usuario } from '../../infra/db/schema.ts';
import { proposta } from '../../infra/db/schema-propostas.ts';
import { avaliacao, avaliacaoResumo } from '../../infra/db/schema-avaliacao.ts';
import { rubricaVigente } from './rubrica-service.ts';
import type { Clock } from '../../infra/clock.ts';
import type { SessionUser } from '../../http/acesso.ts';
import { semConflitoSql } from './policies.ts';

const nota = (valor: number | null) => (valor === null ? null : arredondarNota(valor));

/**
 * The scores for the administrators' spreadsheets: one row per submitted evaluation version and
 * one per solution. Staff only; no company export reads from here. The solutions the reader
 * declared a conflict with are left out, rows and consolidated score alike.
 */
export function createExportacaoService(db: Database, clock: Clock) {
  return {
    async exportar(user: SessionUser) {
      const semConflito = semConflitoSql(user.id, proposta.id);
      const { margemDivergencia } = await rubricaVigente(db, clock);
      const [avaliacoes, solucoes] = await Promise.all([
        db
          .select({
            codigoProposta: proposta.codigoProposta,
            titulo: proposta.titulo,
            avaliador: usuario.nome,
            versao: avaliacao.versao,
            rubricaVersao: avaliacao.rubricaVersao,
            notaFinal: avaliacao.notaFinal,
            recomendacao: avaliacao.recomendacao,
            enviadaEm: avaliacao.enviadaEm,
          })
          .from(avaliacao)
          .innerJoin(proposta, eq(proposta.id, avaliacao.propostaId))
          .innerJoin(usuario, eq(usuario.id, avaliacao.avaliadorId))
          .where(and(isNotNull(avaliacao.enviadaEm), semConflito))
          .orderBy(asc(proposta.codigoProposta), asc(usuario.nome), asc(avaliacao.versao)),
        db
          .select({
            codigoProposta: proposta.codigoProposta,
            titulo: proposta.titulo,
            empresa: empresa.nomeOficial,
            atribuidas: avaliacaoResumo.atribuidas,
            enviadas: avaliacaoResumo.enviadas,
            media: avaliacaoResumo.media,
            amplitude: avaliacaoResumo.amplitude,
          })
          .from(avaliacaoResumo)
          .innerJoin(proposta, eq(proposta.id, avaliacaoResumo.propostaId))
          .innerJoin(empresa, eq(empresa.id, proposta.empresaId))
          .where(semConflito)
          .orderBy(asc(proposta.codigoProposta)),
      ]);
      return {
        porAvaliacao: avaliacoes.map((a) => ({
          ...a,
          notaFinal: nota(a.notaFinal),
          recomendacao: descricaoRecomendacao(a.recomendacao),
        })),
        porSolucao: solucoes.map((s) => ({
          ...s,
          media: nota(s.media),
          amplitude: nota(s.amplitude),
          divergente: s.amplitude !== null && s.amplitude > margemDivergencia,
        })),
      };
    },
  };
}
