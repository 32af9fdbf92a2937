import { CAMPOS_TEXTO_PORTAL, MENSAGENS, STATUS_PROPOSTA, type TextoPortal } from '@portal/domain';
import type { Database } from '../../../infra/db/client.ts';
import { HttpError } from '../../../http/http-error.ts';
import type { SessionUser } from '../../../http/acesso.ts';
import type { Clock } from '../../../infra/clock.ts';
import { chaveDoRegistro, salvarComVersao } from '../../versoes/salvar-com-versao.ts';
import { alvoVisivel, propostaNaoEncontrada } from '../alvo.ts';
import { textoAssinado } from './repository.ts';
import { repositoriosEm } from '../../repositorios.ts';

const TIPO = 'textoPortal';
const igual = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A blank optional text is none, as the signed solution stores it. */
const semVazios = (texto: TextoPortal): TextoPortal =>
  Object.fromEntries(
    CAMPOS_TEXTO_PORTAL.map((c) => [
      c,
      texto[c] === '' || texto[c] === undefined ? null : texto[c],
    ]),
  ) as TextoPortal;

export function createTextoPortalService(db: Database, clock: Clock) {
  return {
    /**
     * The signed text and the portal's (null while there is none), its version and who changed
     * which fields: for staff, and for the company as the preview of what will be published.
     */
    async ler(user: SessionUser, propostaId: string) {
      await alvoVisivel(db, user, propostaId);
      const row = await repositoriosEm(db).proposta.findById(propostaId);
      if (!row) throw propostaNaoEncontrada();
      const registro = chaveDoRegistro(TIPO, propostaId);
      const versoes = repositoriosEm(db).registroVersoes;
      const portal = await repositoriosEm(db).textoPortal.obter(propostaId);
      const versao = await versoes.atual(registro);
      const alteracoes = await versoes.desde(registro, 0);
      return {
        assinado: textoAssinado(row),
        portal,
        versao,
        alteracoes: alteracoes.map((a) => ({ ...a, alteradaEm: a.alteradaEm.toISOString() })),
      };
    },

    /**
     * Staff write the portal's text while the solution is in 'Revisão de Texto para o Portal'
     * (status 9); the signed text stays as it was. A save from a copy another person changed
     * since is refused. Returns the version now stored.
     */
    salvar: (
      user: SessionUser,
      propostaId: string,
      enviado: TextoPortal,
      lida: number | undefined,
    ) =>
      db.transaction(async (tx) => {
        const texto = semVazios(enviado);
        const alvo = await repositoriosEm(tx).proposta.lockAlvo(propostaId);
        if (!alvo) throw propostaNaoEncontrada();
        if (alvo.statusPropostaId !== STATUS_PROPOSTA.REVISAO_DE_TEXTO_PARA_O_PORTAL) {
          throw new HttpError(409, MENSAGENS.textoPortalForaDaRevisao);
        }
        const pedido = {
          tipo: TIPO,
          id: propostaId,
          lida,
          usuarioId: user.id,
          envia: CAMPOS_TEXTO_PORTAL,
        } as const;
        return salvarComVersao(tx, clock, pedido, async () => {
          const repository = repositoriosEm(tx).textoPortal;
          const row = await repositoriosEm(tx).proposta.findById(propostaId);
          const anterior = (await repository.obter(propostaId)) ?? textoAssinado(row!);
          const campos = CAMPOS_TEXTO_PORTAL.filter((c) => !igual(anterior[c], texto[c]));
          if (campos.length > 0) await repository.salvar(propostaId, texto);
          return campos;
        });
      }),
  };
}
