import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atorDaTransicao, MENSAGENS, TRANSICOES_STATUS } from '@portal/domain';
import { usuario } from '../../infra/db/schema.ts';
import { parecer } from '../../infra/db/schema-avaliacao.ts';
import { injectAs, type Sessao } from '../../../test/fixtures.ts';
import type { MembroComSessao } from '../../../test/fixtures-equipe.ts';
import {
  elencoDoCiclo,
  emitirParecer,
  prontaParaParecer,
} from '../../../test/fixtures-avaliacao.ts';
import { criarPropostaCompleta, enviarArquivo, PDF } from '../../../test/fixtures-proposta.ts';

/*
 * One table says which status changes the portal makes. Every path that moves a
 * solution goes through it: what the paths did is in it, and what is not in it is refused (409).
 */

let app: FastifyInstance;
let empresa: Sessao & { id: string };
let analista: MembroComSessao;
let adm: MembroComSessao;

beforeAll(async () => {
  ({ app, empresa, analista, adm } = await elencoDoCiclo());
}, 60_000);
afterAll(() => app.close());

/** Another signed form each time: a round's answer must differ from every earlier one. */
let assinaturas = 0;
const assinar = (id: string) => {
  assinaturas += 1;
  const bytes = Buffer.concat([PDF, Buffer.from(`% assinatura ${assinaturas}\n`)]);
  return enviarArquivo(app, empresa, id, 'formassinado', bytes, `assinado-${assinaturas}.pdf`);
};
const mudar = (id: string, idStatusProposta: number, sessao: { cookie: string } = analista) =>
  injectAs(app, sessao, {
    method: 'POST',
    url: '/api/proposta/status',
    payload: { idProposta: id, idStatusProposta },
  });
const pedir = (id: string) =>
  injectAs(app, analista, {
    method: 'POST',
    url: `/api/proposta/${id}/solicitacoes`,
    payload: { solicitacoes: [{ alvo: 'descricaoTecnica', texto: 'Detalhe o conceito.' }] },
  });
const historico = async (id: string) =>
  (
    await injectAs(app, analista, {
      method: 'GET',
      url: `/api/proposta/historicostatusproposta/${id}`,
    })
  ).json() as { idStatusProposta: number; idUsuario: string }[];
const statusDe = async (id: string) => (await historico(id))[0]!.idStatusProposta;

async function ok(resposta: Promise<{ statusCode: number; body: string }>) {
  const { statusCode, body } = await resposta;
  expect(statusCode, body).toBeLessThan(300);
}

async function recusada(
  resposta: Promise<{ statusCode: number; json: () => { message: string } }>,
  mensagem: string,
) {
  const r = await resposta;
  expect(r.statusCode).toBe(409);
  expect(r.json().message).toBe(mensagem);
}

const naoPermitida = (de: string, para: string) =>
  `Esta mudança não é permitida: a solução está em “${de}” e não pode passar para “${para}” por esta ação.`;

describe('a tabela de mudanças de status', () => {
  it('toda mudança que os caminhos fazem numa vida inteira de solução está na tabela', async () => {
    const id = await criarPropostaCompleta(app, empresa);
    await prontaParaParecer(app, adm, analista, id);
    const assinado = (await assinar(id)).json().idCriadoGuid;
    await ok(
      injectAs(app, empresa, { method: 'DELETE', url: `/api/fileindexer/arquivo/${assinado}` }),
    );
    await ok(assinar(id));
    await ok(mudar(id, 5));
    await ok(pedir(id));
    await ok(assinar(id));
    await ok(emitirParecer(app, adm, id));
    await ok(mudar(id, 9));
    await ok(mudar(id, 10, adm));

    const entradas = (await historico(id)).reverse();
    expect(entradas.map((e) => e.idStatusProposta)).toEqual([1, 2, 1, 2, 5, 6, 5, 7, 9, 10]);
    const tipos = new Map(
      (await app.db.select({ id: usuario.id, tipo: usuario.tipoUsuario }).from(usuario)).map(
        (u) => [u.id, u.tipo],
      ),
    );
    for (const [i, entrada] of entradas.entries()) {
      if (i === 0) continue;
      const de = entradas[i - 1]!.idStatusProposta;
      const ator = atorDaTransicao(tipos.get(entrada.idUsuario)!);
      const linha = TRANSICOES_STATUS.find(
        (t) =>
          t.por.includes(ator) &&
          t.de.some((s) => s === de) &&
          t.para.some((s) => s === entrada.idStatusProposta),
      );
      expect(linha, `${de} → ${entrada.idStatusProposta} por ${ator}`).toBeDefined();
    }
  });

  it('uma mudança fora da tabela é recusada com 409 por todo caminho, sem tocar no histórico', async () => {
    // Staff status route: 7 and 8 are the parecer's.
    const enviada = await criarPropostaCompleta(app, empresa);
    await ok(assinar(enviada));
    await recusada(mudar(enviada, 7), naoPermitida('Em Análise Prévia', 'Parecer Técnico'));

    // Publication: not while a round is open.
    await ok(mudar(enviada, 6));
    await recusada(
      mudar(enviada, 10),
      naoPermitida('Solicitações Feitas', 'Disponibilizada no Portal'),
    );

    // Requests: not on a published solution, by either route.
    const publicada = await criarPropostaCompleta(app, empresa);
    await ok(mudar(publicada, 10));
    await recusada(
      pedir(publicada),
      naoPermitida('Disponibilizada no Portal', 'Solicitações Feitas'),
    );
    await recusada(
      mudar(publicada, 6),
      naoPermitida('Disponibilizada no Portal', 'Solicitações Feitas'),
    );

    // Parecer: not while the company is answering a round.
    const emRodada = await criarPropostaCompleta(app, empresa);
    await prontaParaParecer(app, adm, analista, emRodada);
    await ok(mudar(emRodada, 6));
    await recusada(
      emitirParecer(app, adm, emRodada),
      naoPermitida('Solicitações Feitas', 'Parecer Técnico'),
    );

    // Round answer: a round opened on a published solution (before the table) does not send
    // the answer back to the public page.
    const antiga = await criarPropostaCompleta(app, empresa);
    await ok(assinar(antiga));
    await ok(pedir(antiga));
    await app.db.execute(
      sql`update rodada_solicitacao set status_anterior = 10 where proposta_id = ${antiga}`,
    );
    await recusada(
      assinar(antiga),
      naoPermitida('Solicitações Feitas', 'Disponibilizada no Portal'),
    );

    // Signed form withdrawal: it reopens only from 2.
    const emAvaliacao = await criarPropostaCompleta(app, empresa);
    const assinado = (await assinar(emAvaliacao)).json().idCriadoGuid;
    await ok(mudar(emAvaliacao, 5));
    await recusada(
      injectAs(app, empresa, { method: 'DELETE', url: `/api/fileindexer/arquivo/${assinado}` }),
      MENSAGENS.pdfAssinadoNaoRemovivel,
    );

    expect(
      await Promise.all([enviada, publicada, emRodada, antiga, emAvaliacao].map(statusDe)),
    ).toEqual([6, 10, 6, 6, 5]);
    const [rascunho] = await app.db.select().from(parecer).where(eq(parecer.propostaId, emRodada));
    expect(rascunho?.emitidoEm).toBeNull();
  });
});
