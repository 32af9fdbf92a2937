import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS, MOTIVOS_ASSINATURA, type Proposta } from '@portal/domain';
import {
  assinarPdf,
  cenarioAssinatura,
  pdfDeTeste,
  type CenarioAssinatura,
} from '../../../../test/fixtures-assinatura.ts';
import { injectAs } from '../../../../test/fixtures.ts';
import {
  portalDeAssinaturas,
  type PortalDeAssinaturas,
} from '../../../../test/fixtures-envio-assinado.ts';
import { baixarPdfGerado } from '../../../../test/fixtures-pdf-gerado.ts';
import {
  comValor,
  criarPropostaCompleta,
  novaProposta,
} from '../../../../test/fixtures-proposta.ts';
import { FakeClock } from '../../../infra/clock.ts';

/*
 * A round of requests closes only on a document that carries the answer. The old
 * signed PDF (same bytes, same or another name) is refused; a digitally signed PDF must be one
 * the portal generated after the round's last change; an unsigned one is accepted and marked.
 */

const AGORA = '2026-03-10T12:00:00-03:00';
const SEM_ALTERACOES =
  'Gere o PDF novamente: o documento enviado não contém as alterações desta rodada.';

// The company answers a minute after the round opens: the answer's verification is the newest.
const clock = new FakeClock(AGORA);
let portal: PortalDeAssinaturas;
let app: FastifyInstance;
let cenario: CenarioAssinatura;

beforeAll(async () => {
  cenario = await cenarioAssinatura();
  portal = await portalDeAssinaturas({ ancoras: [cenario.pastaAncoras] }, { clock });
  ({ app } = portal);
}, 60_000);
afterAll(() => app.close());

const status = async (id: string) =>
  (await injectAs(app, portal.dono, { method: 'GET', url: `/api/proposta/${id}` })).json()
    .statusProposta.idStatusProposta as number;

const rodadas = async (id: string) =>
  (
    await injectAs(app, portal.dono, { method: 'GET', url: `/api/proposta/${id}/solicitacoes` })
  ).json() as { aberta: boolean; envioNumero: number | null }[];

/**
 * A complete solution sent once with `v1` (made from its generated PDF), then a round asking
 * for more detail in the technical description, which the company rewrites.
 */
async function rodadaRespondidaNoFormulario(v1: (gerado: Buffer) => Promise<Buffer>) {
  const dados: Proposta = novaProposta();
  const id = await criarPropostaCompleta(app, portal.dono, dados);
  const gerado = await baixarPdfGerado(app, portal.dono, id);
  const primeira = await v1(gerado);
  expect((await portal.enviar(id, primeira, 'proposta.pdf')).statusCode).toBe(200);
  const pedido = await injectAs(app, portal.analista, {
    method: 'POST',
    url: `/api/proposta/${id}/solicitacoes`,
    payload: { solicitacoes: [{ alvo: 'descricaoTecnica', texto: 'Detalhe o conceito.' }] },
  });
  expect(pedido.statusCode, pedido.body).toBe(201);
  const edicao = await injectAs(app, portal.dono, {
    method: 'POST',
    url: '/api/proposta',
    payload: { ...comValor(dados, 'descricaoTecnicaSolucao.conceito', 'Conceito detalhado.'), id },
  });
  expect(edicao.statusCode, edicao.body).toBe(200);
  clock.advance(60_000);
  return { id, gerado, primeira };
}

const assinado = (pdf: Buffer) => assinarPdf(pdf, cenario.representante);

describe('a rodada de solicitações fecha só com um documento que traz a resposta', () => {
  it('recusa o mesmo PDF assinado da versão 1, com o mesmo nome ou outro, e a rodada segue aberta', async () => {
    const { id, primeira } = await rodadaRespondidaNoFormulario(assinado);
    for (const nome of ['proposta.pdf', 'proposta-revisada.pdf']) {
      const resposta = await portal.enviar(id, primeira, nome);
      expect(resposta.statusCode).toBe(409);
      expect(resposta.json().message).toBe(SEM_ALTERACOES);
    }
    expect(MENSAGENS.documentoSemAlteracoesDaRodada).toBe(SEM_ALTERACOES);
    expect(await status(id)).toBe(6);
    expect((await rodadas(id))[0]).toMatchObject({ aberta: true, envioNumero: null });
  });

  it('recusa o PDF gerado antes da alteração, assinado de novo', async () => {
    const { id, gerado } = await rodadaRespondidaNoFormulario(assinado);
    const reassinado = await assinarPdf(gerado, cenario.representante);
    const resposta = await portal.enviar(id, reassinado, 'proposta-revisada.pdf');
    expect(resposta.statusCode).toBe(409);
    expect(resposta.json().message).toBe(SEM_ALTERACOES);
    expect(await status(id)).toBe(6);
  });

  it('fecha com o PDF gerado depois da alteração, assinado, sob um nome que nenhuma versão tem', async () => {
    const { id } = await rodadaRespondidaNoFormulario(assinado);
    const novo = await assinado(await baixarPdfGerado(app, portal.dono, id));
    const mesmoNome = await portal.enviar(id, novo, 'proposta.pdf');
    expect(mesmoNome.statusCode).toBe(409);
    expect(mesmoNome.json().message).toBe(MENSAGENS.arquivoNomeDuplicado);

    const resposta = await portal.enviar(id, novo, 'proposta-revisada.pdf');
    expect(resposta.statusCode, resposta.body).toBe(200);
    expect(resposta.json().assinatura).toMatchObject({ veredito: 'verificada' });
    expect(await status(id)).toBe(2);
    expect((await rodadas(id))[0]).toMatchObject({ aberta: false, envioNumero: 2 });
  });

  it('aceita um PDF sem assinatura digital e marca para a equipe quando não é o gerado da versão atual', async () => {
    const marca = { codigo: 'versao-divergente', texto: MOTIVOS_ASSINATURA['versao-divergente'] };
    expect(marca.texto).toMatch(/^Documento não corresponde à versão atual/);

    const digitalizado = await rodadaRespondidaNoFormulario(() => pdfDeTeste('versão 1'));
    const resposta = await portal.enviar(
      digitalizado.id,
      await pdfDeTeste('versão 2 digitalizada'),
      'proposta-revisada.pdf',
    );
    expect(resposta.statusCode, resposta.body).toBe(200);
    expect(await status(digitalizado.id)).toBe(2);
    expect((await portal.verificacao(digitalizado.id)).motivos).toEqual([marca]);

    const gerado = await rodadaRespondidaNoFormulario(() => pdfDeTeste('versão 1'));
    const atual = await baixarPdfGerado(app, portal.dono, gerado.id);
    expect((await portal.enviar(gerado.id, atual, 'proposta-revisada.pdf')).statusCode).toBe(200);
    expect((await portal.verificacao(gerado.id)).motivos).toEqual([]);
  });
});
