// @module-tag dois-bancos
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STATUS_PROPOSTA } from '@portal/domain';
import { injectAs, signedInCompanyUser, type Sessao } from '../../../test/fixtures.ts';
import { adminDeTeste, signedInAdmin } from '../../../test/fixtures-equipe.ts';
import {
  criarProposta,
  definirStatus,
  enviarProvaCnpj,
  novaProposta,
} from '../../../test/fixtures-proposta.ts';
import { esperarAte } from '../../../test/esperar-ate.ts';
import {
  contarConsultas,
  instanciasComCatalogo,
  pagina,
  renderizacoes,
} from '../../../test/instancias-com-catalogo.ts';
import { paginaPublicaVersao } from '../../infra/db/schema-paginas-publicas.ts';

const ADMIN = adminDeTeste();
const CONTATO = {
  controladorNome: 'Secretaria de Desenvolvimento Econômico',
  controladorContato: 'Av. Escola Politécnica, 82, São Paulo',
  encarregadoNome: 'Beatriz Encarregada',
  encarregadoEmail: 'encarregada@sde.sp.gov.br',
};
let instancias: Awaited<ReturnType<typeof instanciasComCatalogo>>;
let app: FastifyInstance;
let empresa: Sessao;
const instanciaB = () => instancias.instanciaB();
// The version in memory and in the row once the instance is ready, before any request.
let naPartida: { memoria: number; banco: number | undefined };

beforeAll(async () => {
  instancias = await instanciasComCatalogo({ admin: ADMIN });
  ({ app } = instancias);
  const [linha] = await app.db
    .select({ versao: paginaPublicaVersao.versao })
    .from(paginaPublicaVersao);
  naPartida = { memoria: app.versaoPublica.atual(), banco: linha?.versao };
  empresa = await signedInCompanyUser(app);
}, 60_000);
afterAll(() => instancias.fechar());

describe('versão das páginas públicas', () => {
  it('a instância pronta já conhece a versão deixada pelas escritas da sua própria partida', () => {
    // On a new database the documents' catalogue is written after the version's first read; a
    // stale number would drop the first pages kept at the next timer's read.
    expect(naPartida.memoria).toBe(naPartida.banco);
  });

  it('um rascunho salvo não muda a versão; publicar e despublicar mudam', async () => {
    await app.versaoPublica.atualizar();
    const inicial = app.versaoPublica.atual();
    const id = await criarProposta(app, empresa, novaProposta({ titulo: 'Rascunho calado' }));
    await app.versaoPublica.atualizar();
    expect(app.versaoPublica.atual()).toBe(inicial);

    await definirStatus(app, id, STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL);
    await app.versaoPublica.atualizar();
    const publicada = app.versaoPublica.atual();
    expect(publicada).toBeGreaterThan(inicial);

    await definirStatus(app, id, 1);
    await app.versaoPublica.atualizar();
    expect(app.versaoPublica.atual()).toBeGreaterThan(publicada);
  });

  it('uma empresa que troca o cartão CNPJ não muda a versão', async () => {
    // Replacing a file deletes the old one, and the database's "on delete set null" from the
    // programme documents runs an update that touches no row there: no public change, though on
    // a campaign day it came once a second and re-rendered every page on every instance.
    await enviarProvaCnpj(app, empresa);
    await app.versaoPublica.atualizar();
    const inicial = app.versaoPublica.atual();
    await enviarProvaCnpj(app, empresa);
    await app.versaoPublica.atualizar();
    expect(app.versaoPublica.atual()).toBe(inicial);

    // Rewriting the programme documents with the values they had changes nothing either (what
    // every instance's start does to their catalogue)...
    await app.db.execute(sql`update documento_programa set titulo = titulo`);
    await app.versaoPublica.atualizar();
    expect(app.versaoPublica.atual()).toBe(inicial);
    // ...while a statement that does change one still does.
    const primeiro = sql`(select min(id) from documento_programa)`;
    await app.db.execute(
      sql`update documento_programa set titulo = titulo || '.' where id = ${primeiro}`,
    );
    await app.versaoPublica.atualizar();
    expect(app.versaoPublica.atual()).toBeGreaterThan(inicial);
    await app.db.execute(
      sql`update documento_programa set titulo = rtrim(titulo, '.') where id = ${primeiro}`,
    );
  });

  it('a escrita da equipe relê a versão antes de responder; a da empresa e um page view não', async () => {
    const atualizar = vi.spyOn(app.versaoPublica, 'atualizar');
    try {
      const visita = await app.inject({
        method: 'POST',
        url: '/api/pageviews',
        payload: { path: '/sobre' },
      });
      expect(visita.statusCode).toBe(204);
      await criarProposta(app, empresa, novaProposta({ titulo: 'Escrita da empresa' }));
      expect(atualizar).not.toHaveBeenCalled();

      const admin = await signedInAdmin(app, ADMIN);
      const contato = await injectAs(app, admin, {
        method: 'PUT',
        url: '/api/privacidade/contato',
        payload: CONTATO,
      });
      expect(contato.statusCode).toBe(200);
      expect(atualizar).toHaveBeenCalledOnce();
    } finally {
      atualizar.mockRestore();
    }
  });

  it('uma instância que parte não muda a versão: as páginas que as outras guardam continuam valendo', async () => {
    // A deploy or a restart on a campaign day: the instance starting runs its start-up writes
    // (the documents' catalogue, the seeds), none of which may show on a public page.
    await app.versaoPublica.atualizar();
    const antes = app.versaoPublica.atual();
    await instanciaB();
    await app.versaoPublica.atualizar();
    expect(app.versaoPublica.atual()).toBe(antes);
  });

  it('uma publicação feita na instância A aparece em /solutions da instância B em até 2 s', async () => {
    const b = await instanciaB();
    // B has heard of the earlier tests' changes, so no late notice re-renders what it keeps.
    await b.versaoPublica.atualizar();
    const antes = await pagina(b, '/solutions');
    expect(antes.statusCode).toBe(200);
    expect(antes.body).not.toContain('Semáforo publicado em A');
    // Kept: a second visit renders nothing.
    const renders = renderizacoes();
    await pagina(b, '/solutions');
    expect(renderizacoes()).toBe(renders);

    // Written straight to the database, as no route of A: the trigger is what tells B.
    const id = await criarProposta(
      app,
      empresa,
      novaProposta({ titulo: 'Semáforo publicado em A' }),
    );
    await definirStatus(app, id, STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL);
    const inicio = Date.now();
    await esperarAte(
      async () => (await pagina(b, '/solutions')).body.includes('Semáforo publicado em A'),
      2_000,
    );
    expect(Date.now() - inicio).toBeLessThan(2_000);
  });

  it('uma busca repetida no catálogo não consulta o banco; a publicação seguinte aparece nela', async () => {
    const busca = '/api/solucoes?busca=hidrometro';
    const titulos = async () =>
      (await app.inject({ method: 'GET', url: busca }))
        .json<{ itens: { titulo: string }[] }>()
        .itens.map((s) => s.titulo);
    expect(await titulos()).toEqual([]);
    await app.versaoPublica.atualizar();
    const consultas = contarConsultas(app);
    expect(await titulos()).toEqual([]);
    expect(consultas.parar()).toBe(0);

    const id = await criarProposta(app, empresa, novaProposta({ titulo: 'Hidrômetro guardado' }));
    await definirStatus(app, id, STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL);
    await app.versaoPublica.atualizar();
    expect(await titulos()).toEqual(['Hidrômetro guardado']);
  });
});
