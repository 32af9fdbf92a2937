import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EQUIPE_DO_INSTITUTO, STATUS_PROPOSTA, type MeusDados } from '@portal/domain';
import { usuario } from '../../src/infra/db/schema.ts';
import { iniciarCaixaSmtp, type CaixaSmtp } from '../caixa-smtp.ts';
import { injectAs } from '../fixtures.ts';
import { avaliacaoCompleta } from '../fixtures-avaliacao.ts';
import { baixarPdfGerado } from '../fixtures-pdf-gerado.ts';
import { criarFixturesAcesso, type FixturesAcesso } from './fixtures-acesso.ts';
import { TABELA_ACESSO } from './tabela-acesso.ts';

/**
 * Blind review end to end: after the institute's staff have acted on company A's solutions
 * (status changes, a round of requests, downloads, two evaluations with an internal note, a
 * parecer issued and released), nothing company A can obtain names or identifies them. The routes
 * walked are the access table's (which the matrix holds equal to the routes the app registers),
 * so a route added later is walked too.
 */

const ANALISTA = 'Analista Sigilosa Quaresma';
const ADMINISTRADOR = 'Administrador Reservado Bastos';

let caixa: CaixaSmtp;
let f: FixturesAcesso;
/** What would identify a staff member who acted: names, e-mails and ids, in lower case. */
let marcas: string[];

const textoDoPdf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

const marcasEm = (texto: string) => marcas.filter((marca) => texto.toLowerCase().includes(marca));

const agir = async (
  sessao: { cookie: string },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => {
  const resposta = await injectAs(f.app, sessao, { method, url, payload });
  if (resposta.statusCode >= 300) throw new Error(`${method} ${url}: ${resposta.body}`);
  return resposta;
};

const comoEmpresa = (url: string) => agir(f.sessoes.empresaA!, 'GET', url);

// Ten accounts, two evaluations and a parecer: slow on a busy machine.
beforeAll(async () => {
  caixa = await iniciarCaixaSmtp();
  f = await criarFixturesAcesso({ smtpUrl: caixa.url, filaIntervaloSegundos: 0.5 });
  const { analista, administrador, propostaA } = f;
  for (const [membro, nome] of [
    [analista, ANALISTA],
    [administrador, ADMINISTRADOR],
  ] as const) {
    await f.app.db.update(usuario).set({ nome }).where(eq(usuario.id, membro.id));
  }
  marcas = [analista, administrador].flatMap((m) => [m.id, m.email.toLowerCase()]);
  marcas.push(ANALISTA.toLowerCase(), ADMINISTRADOR.toLowerCase());

  const avaliacao = `/api/avaliacao/proposta/${propostaA}`;
  await agir(analista, 'POST', '/api/proposta/status', {
    idProposta: propostaA,
    idStatusProposta: STATUS_PROPOSTA.EM_AVALIACAO,
    observacao: 'Em avaliação técnica.',
  });
  await agir(analista, 'GET', `/api/fileindexer/${propostaA}/${f.arquivoA}`);
  await agir(analista, 'GET', `/api/fileindexer/proposta/zip/${propostaA}`);
  await agir(administrador, 'POST', '/api/avaliacao/atribuicoes', {
    propostaIds: [propostaA],
    avaliadorIds: [analista.id, administrador.id],
  });
  for (const membro of [analista, administrador]) {
    await agir(membro, 'POST', `${avaliacao}/conflito`, { conflito: 'nenhum' });
    await agir(membro, 'POST', `${avaliacao}/envio`, avaliacaoCompleta());
  }
  await agir(analista, 'POST', `${avaliacao}/notas`, { texto: 'Nota interna da equipe.' });
  await agir(administrador, 'PUT', `${avaliacao}/parecer`, { conclusao: 'Solução apta.' });
  // Issuing the parecer moves the solution to "Parecer Técnico" in the same history entry.
  await agir(administrador, 'POST', `${avaliacao}/parecer/emissao`);
  await agir(administrador, 'POST', `${avaliacao}/parecer/liberacao`);
}, 300_000);
afterAll(async () => {
  await f.app.close();
  await caixa.fechar();
});

describe('avaliação cega: cada achado', () => {
  it('o histórico de status mostra à empresa "Equipe do instituto", sem e-mail nem id, no lugar de quem mudou o status', async () => {
    const url = `/api/proposta/historicostatusproposta/${f.propostaA}`;
    const daEmpresa = (await comoEmpresa(url)).json();
    expect(daEmpresa.find((e: { idStatusProposta: number }) => e.idStatusProposta === 5)).toEqual(
      expect.objectContaining({
        idUsuario: null,
        observacao: 'Em avaliação técnica.',
        usuario: { nome: EQUIPE_DO_INSTITUTO, email: null },
      }),
    );
    // The company's own entry still names the colleague who created the solution.
    const criacao = daEmpresa.find((e: { idStatusProposta: number }) => e.idStatusProposta === 1);
    expect(criacao).toMatchObject({
      idUsuario: f.empresaA.id,
      usuario: { email: f.empresaA.email },
    });

    const daEquipe = (await agir(f.analista, 'GET', url)).json();
    expect(
      daEquipe.find((e: { idStatusProposta: number }) => e.idStatusProposta === 5),
    ).toMatchObject({
      idUsuario: f.analista.id,
      usuario: { nome: ANALISTA, email: f.analista.email },
    });
  });

  it('as solicitações mostram à empresa "Equipe do instituto" como quem as abriu; a equipe vê o nome', async () => {
    const url = `/api/proposta/${f.emRodadaA.propostaId}/solicitacoes`;
    const [daEmpresa] = (await comoEmpresa(url)).json();
    expect(daEmpresa.abertaPor).toBe(EQUIPE_DO_INSTITUTO);
    const [daEquipe] = (await agir(f.analista, 'GET', url)).json();
    expect(daEquipe.abertaPor).toBe(ANALISTA);
  });

  it('"Meus dados" em JSON e HTML mostram a equipe como "Equipe do instituto" no download e na mudança de status', async () => {
    const dados: MeusDados = (await comoEmpresa('/api/meus-dados/meus-dados.json')).json();
    const solucao = dados.solucoes.find((s) => s.id === f.propostaA)!;
    for (const acao of ['download.zip', 'proposta.status']) {
      const registros = solucao.historico.filter((r) => r.acao === acao);
      expect(registros.length, acao).toBeGreaterThan(0);
      for (const registro of registros) {
        expect(registro.pessoa, acao).toEqual({
          id: null,
          nome: EQUIPE_DO_INSTITUTO,
          tipoUsuario: expect.any(Number),
        });
      }
    }
    const html = (await comoEmpresa('/api/meus-dados/meus-dados.html')).body;
    expect(html).toContain(`<td>${EQUIPE_DO_INSTITUTO}</td>`);
    expect(marcasEm(html)).toEqual([]);
  });

  it('o parecer liberado não nomeia os avaliadores', async () => {
    const pdf = await comoEmpresa(`/api/avaliacao/pareceres/${f.propostaA}/arquivo`);
    const texto = await textoDoPdf(pdf.rawPayload);
    expect(texto).toContain(`Avaliadores ${EQUIPE_DO_INSTITUTO}`);
    expect(marcasEm(texto)).toEqual([]);
  });
});

describe('avaliação cega: tudo o que a empresa obtém', () => {
  it('nenhuma rota GET que a empresa pode chamar nomeia ou identifica quem da equipe agiu', async () => {
    const rotas = TABELA_ACESSO.filter(
      (e) => e.rota.startsWith('GET ') && ['public', 'user', 'company'].includes(e.acesso),
    );
    expect(rotas.length).toBeGreaterThan(40);
    const achados: string[] = [];
    for (const entrada of rotas) {
      const amostra = await entrada.amostra(f);
      const resposta = await injectAs(f.app, f.sessoes.empresaA, { method: 'GET', ...amostra });
      expect(resposta.statusCode, entrada.rota).toBeLessThan(500);
      const pdf = String(resposta.headers['content-type']).startsWith('application/pdf');
      // A generated PDF is read as text; the fixtures' few-byte PDFs, which no reader opens, as bytes.
      const texto = pdf
        ? await textoDoPdf(resposta.rawPayload).catch(() => resposta.rawPayload.toString('latin1'))
        : resposta.body;
      for (const marca of marcasEm(texto)) achados.push(`${entrada.rota}: ${marca}`);
    }
    expect(achados).toEqual([]);
  });

  it('o PDF da solução não nomeia ninguém da equipe', async () => {
    const texto = await textoDoPdf(await baixarPdfGerado(f.app, f.empresaA, f.propostaA));
    expect(texto).toContain('Descrição técnica da solução');
    expect(marcasEm(texto)).toEqual([]);
  });

  it('nenhum e-mail que a empresa recebeu nomeia ou identifica quem da equipe agiu', async () => {
    const assuntos = [/Solicitações da equipe/, /: Em Avaliação/, /Parecer técnico disponível/];
    const recebidas = () => caixa.para(f.empresaA.email);
    await caixa.esperar(() => assuntos.every((a) => recebidas().some((m) => a.test(m.assunto))));
    const achados = recebidas().flatMap((m) =>
      marcasEm(`${m.assunto}\n${m.texto}\n${m.html}`).map((marca) => `${m.assunto}: ${marca}`),
    );
    expect(achados).toEqual([]);
  });
});
