import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { STATUS_PROPOSTA, type RegistroPesquisaPublico } from '@portal/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signedInCompanyUser, type Sessao } from '../../../test/fixtures.ts';
import { signedInGestor } from '../../../test/fixtures-gestor.ts';
import { criarProposta, definirStatus, novaProposta } from '../../../test/fixtures-proposta.ts';
import { solucaoPublicada } from '../../../test/fixtures-repositorio.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
let empresa: Sessao;
let gestor: Sessao;
let semaforo: string;
let camera: string;
let rascunho: string;

const registrar = (payload: unknown) =>
  injectAs(app, gestor, {
    method: 'POST',
    url: '/api/gestor/registros',
    payload: payload as object,
  });
const get = (url: string) => app.inject({ method: 'GET', url });
const contar = async (consulta: string) =>
  ((await app.executeSql(consulta)).rows[0] as { n: number }).n;

beforeAll(async () => {
  app = await buildTestApp();
  empresa = await signedInCompanyUser(app);
  gestor = await signedInGestor(app);
  semaforo = await solucaoPublicada(app, empresa, { titulo: 'Semáforo inteligente de cruzamento' });
  camera = await solucaoPublicada(app, empresa, {
    titulo: 'Câmeras de semáforo para fiscalização',
  });
  rascunho = await criarProposta(app, empresa, novaProposta({ titulo: 'Semáforo em rascunho' }));
});
afterAll(() => app.close());

describe('registro de pesquisa de mercado', () => {
  let feito: RegistroPesquisaPublico;

  it('congela a busca refeita no servidor, a seleção em ordem e a versão de cada solução', async () => {
    const response = await registrar({
      filtro: { busca: 'semáforo' },
      selecao: [camera, semaforo],
      finalidade: 'Estudo técnico preliminar da semaforização.',
    });
    expect(response.statusCode, response.body).toBe(201);
    feito = response.json();
    const { registro } = feito;
    expect(registro.busca).toEqual({
      texto: 'semáforo',
      corrigidaPara: null,
      filtros: [],
      total: 2,
    });
    expect(registro.resultados.map((r) => r.id).sort()).toEqual([semaforo, camera].sort());
    expect(registro.resultados.map((r) => r.id)).not.toContain(rascunho);
    expect(registro.selecao.map((s) => [s.posicao, s.id, s.versao])).toEqual([
      [1, camera, 1],
      [2, semaforo, 1],
    ]);
    expect(registro.selecao[1]).toMatchObject({
      titulo: 'Semáforo inteligente de cruzamento',
      url: expect.stringMatching(new RegExp(`/solutions/${semaforo}$`)),
    });
    expect(registro.finalidade).toBe('Estudo técnico preliminar da semaforização.');
    expect(registro.gestor.municipio).toBeTruthy();
    expect(registro.gestor.codigoIbge).toMatch(/^\d{7}$/);
    // Anyone holding a copy checks it the way the page says.
    expect(feito.sha256).toBe(createHash('sha256').update(JSON.stringify(registro)).digest('hex'));
    expect(feito.url).toMatch(new RegExp(`/registros/${registro.codigo}$`));
  });

  it('a página pública mostra o mesmo registro depois que a solução é editada e publicada de novo', async () => {
    await definirStatus(app, semaforo, STATUS_PROPOSTA.AGUARDANDO_EMPRESA);
    const edicao = await injectAs(app, empresa, {
      method: 'POST',
      url: '/api/proposta',
      payload: { ...novaProposta({ titulo: 'Semáforo adaptativo 2.0' }), id: semaforo },
    });
    expect(edicao.statusCode, edicao.body).toBe(200);
    await definirStatus(app, semaforo, STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL);
    expect((await get(`/api/solucoes/${semaforo}`)).json().titulo).toBe('Semáforo adaptativo 2.0');

    const publico = await get(`/api/registros-pesquisa/${feito.registro.codigo}`);
    expect(publico.statusCode).toBe(200);
    expect(publico.json()).toEqual(feito);
    expect(publico.headers['cache-control']).toContain('immutable');
    // Typed from paper in lowercase, the code still opens it.
    const minusculo = await get(`/api/registros-pesquisa/${feito.registro.codigo.toLowerCase()}`);
    expect(minusculo.json()).toEqual(feito);
  });

  it('o PDF e o CSV saem do texto registrado', async () => {
    const pdf = await get(`/api/registros-pesquisa/${feito.registro.codigo}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      `registro-pesquisa-${feito.registro.codigo}.pdf`,
    );
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    const texto = text.replace(/\s+/g, ' ');
    expect(texto).toContain(feito.registro.codigo);
    expect(texto).toContain('Semáforo inteligente de cruzamento');
    expect(texto).not.toContain('Semáforo adaptativo 2.0');
    expect(texto).toContain(feito.sha256);

    const csv = await get(`/api/registros-pesquisa/${feito.registro.codigo}/csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')).toHaveLength(1 + 2 + 2);
    expect(csv.body).toContain('"Selecionada","2","Semáforo inteligente de cruzamento"');
  });

  it('o gestor vê os próprios registros; a trilha de auditoria guarda o ato', async () => {
    const meus = await injectAs(app, gestor, { method: 'GET', url: '/api/gestor/registros' });
    expect(meus.json()).toEqual([
      {
        codigo: feito.registro.codigo,
        registradoEm: feito.registro.registradoEm,
        finalidade: 'Estudo técnico preliminar da semaforização.',
        busca: 'semáforo',
        resultados: 2,
        selecionadas: 2,
      },
    ]);
    const outro = await signedInGestor(app);
    const deOutro = await injectAs(app, outro, { method: 'GET', url: '/api/gestor/registros' });
    expect(deOutro.json()).toEqual([]);
    expect(
      await contar(
        "select count(*)::int as n from registro_auditoria where acao = 'pesquisa.registro'",
      ),
    ).toBe(1);
  });

  it('ninguém altera nem apaga um registro, nem pelo banco', async () => {
    await expect(
      app.db.execute(sql`update registro_pesquisa set conteudo = '{}'`),
    ).rejects.toThrow();
    await expect(app.db.execute(sql`delete from registro_pesquisa_solucao`)).rejects.toThrow();
  });

  it('recusa seleção fora do repositório, repetida ou grande demais, e texto com NUL, sem gravar nada', async () => {
    const fora = await registrar({ selecao: [rascunho] });
    expect(fora.statusCode).toBe(422);
    expect(fora.json().issues).toEqual([
      {
        path: 'selecao',
        message:
          'A seleção tem uma solução que não está mais publicada no repositório: retire-a e registre de novo.',
      },
    ]);
    const repetida = await registrar({ selecao: [semaforo, semaforo] });
    expect(repetida.statusCode).toBe(400);
    expect(repetida.json().issues).toEqual([
      { path: 'selecao', message: 'A seleção repete uma solução.' },
    ]);
    const nul = await registrar({ finalidade: 'Estudo\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().issues[0].path).toBe('finalidade');
    const longa = await registrar({ filtro: { busca: 'x'.repeat(201) } });
    expect(longa.json().issues[0].path).toBe('filtro.busca');
    expect(await contar('select count(*)::int as n from registro_pesquisa')).toBe(1);
  });

  it('um código malformado ou inexistente responde 404 em português', async () => {
    for (const url of [
      '/api/registros-pesquisa/nada',
      '/api/registros-pesquisa/AAAA-AAAA-AAAA',
      '/api/registros-pesquisa/AAAA-AAAA-AAA%00/pdf',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('Registro de pesquisa de mercado não encontrado.');
    }
  });

  it('nomeia os filtros como o catálogo os mostra', async () => {
    const response = await registrar({
      filtro: {
        eixo: 3,
        saas: 'nao',
        suporteNoBrasil: 'sim',
        municipio: '3509502',
        parecer: 'com-dct',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().registro.busca.filtros).toEqual([
      { rotulo: 'Eixo', valor: 'Mobilidade Urbana' },
      { rotulo: 'Software como serviço (SaaS)', valor: 'Não' },
      { rotulo: 'Suporte técnico no Brasil', valor: 'Sim' },
      { rotulo: 'Já implantada em', valor: 'Campinas (SP)' },
      { rotulo: 'Resultado do parecer', valor: 'Parecer técnico com DCT' },
    ]);
  });
});
