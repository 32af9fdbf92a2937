import {
  DECISOES_ASSINATURA,
  MENSAGENS,
  MOTIVOS_ASSINATURA,
  VEREDITOS_ASSINATURA,
  type DecisaoAssinaturaEntrada,
  type VerificacaoAssinatura,
} from '@portal/domain';
import type { Database } from '../../../infra/db/client.ts';
import { HttpError } from '../../../http/http-error.ts';
import type { SessionUser } from '../../../http/acesso.ts';
import { registrarAuditoria, type Ator } from '../../trilha-auditoria/registrar.ts';
import { alvoVisivel } from '../alvo.ts';
import type { createAssinaturaRepository } from '../../assinatura/repository.ts';
import { repositoriosEm } from '../../repositorios.ts';

type LinhaVerificacao = Awaited<
  ReturnType<ReturnType<typeof createAssinaturaRepository>['listarPorProposta']>
>[number];

/** A verification as staff read it: the verdict and reasons in words, the evidence as stored. */
const apresentar = (v: LinhaVerificacao): VerificacaoAssinatura => ({
  id: v.id,
  arquivoId: v.arquivoId,
  veredito: v.veredito,
  rotulo: VEREDITOS_ASSINATURA[v.veredito],
  motivos: v.motivos.map((codigo) => ({ codigo, texto: MOTIVOS_ASSINATURA[codigo] })),
  verificadaEm: v.verificadaEm.toISOString(),
  assinaturas: v.evidencias.assinaturas,
  atualizacoesPosteriores: v.evidencias.atualizacoesPosteriores,
  primeiraRevisaoGerada: v.evidencias.primeiraRevisaoGerada,
  decisao:
    v.decisao === null
      ? null
      : {
          decisao: v.decisao,
          rotulo: DECISOES_ASSINATURA[v.decisao],
          justificativa: v.justificativa,
          decididaEm: v.decididaEm?.toISOString() ?? null,
          decididaPor: v.decididaPor,
        },
});

/** Staff's side of the signed PDF's check: the verdicts of a solution and the decisions on them. */
export function createAssinaturaService(db: Database) {
  return {
    async listar(user: SessionUser, propostaId: string) {
      await alvoVisivel(db, user, propostaId);
      const linhas = await repositoriosEm(db).assinatura.listarPorProposta(propostaId);
      return linhas.map(apresentar);
    },

    /**
     * Records staff's decision on a verdict "a conferir". One decision per verification: a
     * change of mind is a new upload's business, and the trail keeps who decided what.
     */
    async decidir(
      user: SessionUser,
      propostaId: string,
      verificacaoId: string,
      entrada: DecisaoAssinaturaEntrada,
      ator: Ator,
    ): Promise<void> {
      const alvo = await alvoVisivel(db, user, propostaId);
      await db.transaction(async (tx) => {
        const repositorio = repositoriosEm(tx).assinatura;
        const verificacao = await repositorio.lockVerificacao(verificacaoId);
        if (!verificacao || verificacao.propostaId !== propostaId) {
          throw new HttpError(404, MENSAGENS.verificacaoNaoEncontrada);
        }
        if (verificacao.veredito !== 'a_conferir') {
          throw new HttpError(409, MENSAGENS.assinaturaSemConferencia);
        }
        if (await repositorio.existeDecisao(verificacaoId)) {
          throw new HttpError(409, MENSAGENS.assinaturaJaDecidida);
        }
        const justificativa = entrada.justificativa || null;
        await repositorio.inserirDecisao({
          verificacaoId,
          decisao: entrada.decisao,
          justificativa,
          usuarioId: user.id,
          decididaEm: ator.agora,
        });
        await registrarAuditoria(tx, ator, {
          acao: 'assinatura.decisao',
          entidade: 'verificacao_assinatura',
          entidadeId: verificacaoId,
          empresaId: alvo.empresaId,
          propostaId,
          detalhes: { decisao: entrada.decisao, justificativa },
        });
      });
    },
  };
}
