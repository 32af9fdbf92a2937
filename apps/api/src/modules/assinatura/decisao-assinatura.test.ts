import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assinarPdf,
  cenarioAssinatura,
  type CenarioAssinatura,
} from '../../../test/fixtures-assinatura.ts';
import { injectAs } from '../../../test/fixtures.ts';
import {
  portalDeAssinaturas,
  type PortalDeAssinaturas,
} from '../../../test/fixtures-envio-assinado.ts';
import { criarPropostaCompleta } from '../../../test/fixtures-proposta.ts';

let portal: PortalDeAssinaturas;
let app: FastifyInstance;
let analista: { cookie: string };
let cenario: CenarioAssinatura;

beforeAll(async () => {
  cenario = await cenarioAssinatura();
  portal = await portalDeAssinaturas({ ancoras: [cenario.pastaAncoras] });
  ({ app, analista } = portal);
});
afterAll(() => app.close());

/** A submitted solution and its one verification, signed by `quem`. */
async function enviada(quem: keyof Pick<CenarioAssinatura, 'representante' | 'outraPessoa'>) {
  const { id, pdf } = await portal.solucaoComPdf();
  await portal.enviar(id, await assinarPdf(pdf, cenario[quem]));
  return { id, verificacaoId: (await portal.verificacao(id)).id };
}

const decidir = (id: string, verificacaoId: string, payload: object) =>
  injectAs(app, analista, {
    method: 'POST',
    url: `/api/proposta/${id}/assinaturas/${verificacaoId}/decisao`,
    payload,
  });

describe('POST /api/proposta/:id/assinaturas/:verificacaoId/decisao', () => {
  it('a equipe recusa uma assinatura a conferir com justificativa, e isso entra na auditoria', async () => {
    const { id, verificacaoId } = await enviada('outraPessoa');
    const justificativa = 'Assinada por um funcionário sem procuração.';
    const resposta = await decidir(id, verificacaoId, { decisao: 'recusada', justificativa });
    expect(resposta.statusCode).toBe(200);
    expect(resposta.json().message).toBe('Decisão sobre a assinatura registrada.');

    const verificacao = await portal.verificacao(id);
    expect(verificacao.decisao).toMatchObject({
      decisao: 'recusada',
      rotulo: 'Assinatura recusada pela equipe',
      justificativa,
      decididaPor: expect.any(String),
    });

    const auditoria = await injectAs(app, analista, {
      method: 'GET',
      url: `/api/proposta/${id}/auditoria`,
    });
    const registro = auditoria
      .json()
      .itens.find((r: { acao: string }) => r.acao === 'assinatura.decisao');
    expect(registro).toMatchObject({
      entidadeId: verificacaoId,
      detalhes: { decisao: 'recusada', justificativa },
    });
  });

  it('recusar exige justificativa; aceitar não', async () => {
    const { id, verificacaoId } = await enviada('outraPessoa');
    const semJustificativa = await decidir(id, verificacaoId, { decisao: 'recusada' });
    expect(semJustificativa.statusCode).toBe(400);
    expect(semJustificativa.json().issues).toEqual([
      { path: 'justificativa', message: 'Escreva a justificativa da recusa.' },
    ]);
    expect((await decidir(id, verificacaoId, { decisao: 'aceita' })).statusCode).toBe(200);
  });

  it('uma decisão por verificação: a segunda recebe 409', async () => {
    const { id, verificacaoId } = await enviada('outraPessoa');
    await decidir(id, verificacaoId, { decisao: 'aceita' });
    const segunda = await decidir(id, verificacaoId, { decisao: 'recusada', justificativa: 'x' });
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json().message).toBe('A equipe já registrou uma decisão sobre esta assinatura.');
  });

  it('uma assinatura verificada não espera decisão', async () => {
    const { id, verificacaoId } = await enviada('representante');
    const resposta = await decidir(id, verificacaoId, { decisao: 'aceita' });
    expect(resposta.statusCode).toBe(409);
  });

  it('uma verificação de outra solução é 404', async () => {
    const { verificacaoId } = await enviada('outraPessoa');
    const outra = await criarPropostaCompleta(app, portal.dono);
    expect((await decidir(outra, verificacaoId, { decisao: 'aceita' })).statusCode).toBe(404);
  });
});
