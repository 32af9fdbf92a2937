import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * Issuing the parecer used to leave the solution at "Em Análise Prévia". Now the parecer and
 * its status are one act, and a status that contradicts it needs a confirmation naming it.
 */

let app: FastifyInstance;
let empresa: Sessao;
let analista: MembroComSessao;
let adm: MembroComSessao;

beforeAll(async () => {
  ({ app, empresa, analista, adm } = await elencoDoCiclo());
}, 60_000);
afterAll(() => app.close());

/** A solution signed and sent (status 2), evaluated, its conclusion written. */
async function enviadaEAvaliada() {
  const id = await criarPropostaCompleta(app, empresa);
  const assinada = await enviarArquivo(app, empresa, id, 'formassinado', PDF, 'assinado.pdf');
  expect(assinada.statusCode, assinada.body).toBe(200);
  await prontaParaParecer(app, adm, analista, id);
  return id;
}

const historico = async (id: string) =>
  (
    await injectAs(app, analista, {
      method: 'GET',
      url: `/api/proposta/historicostatusproposta/${id}`,
    })
  ).json() as { id: number; idStatusProposta: number; idUsuario: string; observacao: string }[];

const mudar = (id: string, idStatusProposta: number, contrariarParecer?: boolean) =>
  injectAs(app, analista, {
    method: 'POST',
    url: '/api/proposta/status',
    payload: { idProposta: id, idStatusProposta, contrariarParecer },
  });

describe('o parecer e o status andam juntos', () => {
  it('emitir o parecer leva a solução a "Parecer Técnico" na mesma entrada do histórico', async () => {
    const id = await enviadaEAvaliada();
    expect((await emitirParecer(app, adm, id)).statusCode).toBe(200);

    const [entrada, anterior] = await historico(id);
    expect(anterior!.idStatusProposta).toBe(2);
    expect(entrada).toMatchObject({
      idStatusProposta: 7,
      idUsuario: adm.id,
      observacao: null,
    });
    const [emitido] = await app.db.select().from(parecer).where(eq(parecer.propostaId, id));
    expect(emitido).toMatchObject({ emitidoEm: expect.any(Date), historicoStatusId: entrada!.id });
  });

  it('com DCT, escolhido ao emitir, leva a "Parecer Técnico com DCT"', async () => {
    const id = await enviadaEAvaliada();
    expect((await emitirParecer(app, adm, id, { comDct: true })).statusCode).toBe(200);
    expect((await historico(id))[0]).toMatchObject({ idStatusProposta: 8 });
  });

  it('recusa com 400, nomeando o campo, uma escolha de DCT que não é sim ou não', async () => {
    const id = await enviadaEAvaliada();
    const resposta = await emitirParecer(app, adm, id, { comDct: 'talvez' });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json().issues).toEqual([
      { path: 'comDct', message: 'Diga se o parecer vem com DCT: sim ou não.' },
    ]);
    expect((await historico(id))[0]!.idStatusProposta).toBe(2);
  });

  it('um status que contraria o parecer emitido só vale com a confirmação, que o nomeia', async () => {
    const id = await enviadaEAvaliada();
    await emitirParecer(app, adm, id);

    const semConfirmar = await mudar(id, 5);
    expect(semConfirmar.statusCode).toBe(409);
    expect(semConfirmar.json().message).toBe(
      'O parecer técnico foi emitido como “Parecer Técnico”. Confirme que o novo status deve contrariá-lo.',
    );
    expect((await historico(id))[0]!.idStatusProposta).toBe(7);

    // The steps after the parecer agree with it: no confirmation.
    expect((await mudar(id, 9)).statusCode).toBe(200);
    expect((await mudar(id, 8)).statusCode).toBe(409);
    expect((await mudar(id, 8, true)).statusCode).toBe(200);
    expect((await historico(id)).map((h) => h.idStatusProposta)).toEqual([8, 9, 7, 2, 1]);
  });
});
