import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDeTeste, signedInAdmin } from '../../../test/fixtures-equipe.ts';
import {
  contarConsultas,
  instanciasComCatalogo,
  pagina,
} from '../../../test/instancias-com-catalogo.ts';

const ADMIN = adminDeTeste();
let instancias: Awaited<ReturnType<typeof instanciasComCatalogo>>;
let app: FastifyInstance;

beforeAll(async () => {
  instancias = await instanciasComCatalogo({ admin: ADMIN });
  ({ app } = instancias);
}, 60_000);
afterAll(() => instancias.fechar());

describe('cache HTTP das páginas públicas', () => {
  it('pedido condicional de página inalterada: 304 sem corpo e nenhuma consulta ao banco', async () => {
    const primeira = await pagina(app, '/sobre');
    expect(primeira.statusCode).toBe(200);
    expect(primeira.headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate, s-maxage=60',
    );
    expect(primeira.headers['cdn-cache-control']).toBe('max-age=60, stale-while-revalidate=300');
    const etag = primeira.headers.etag as string;
    const ultimaModificacao = primeira.headers['last-modified'] as string;
    expect(etag).toBeTruthy();
    expect(new Date(ultimaModificacao).toUTCString()).toBe(ultimaModificacao);

    // The timer reads the version a second after any read: none falls inside what is counted.
    await app.versaoPublica.atualizar();
    const consultas = contarConsultas(app);
    const porEtag = await pagina(app, '/sobre', { 'if-none-match': etag });
    const porData = await pagina(app, '/sobre', { 'if-modified-since': ultimaModificacao });
    const inteira = await pagina(app, '/sobre');
    expect(consultas.parar()).toBe(0);

    for (const resposta of [porEtag, porData]) {
      expect(resposta.statusCode).toBe(304);
      expect(resposta.body).toBe('');
      expect(resposta.headers.etag).toBe(etag);
      expect(resposta.headers['cache-control']).toBe(
        'public, max-age=0, must-revalidate, s-maxage=60',
      );
    }
    expect(inteira.statusCode).toBe(200);
    expect(inteira.body).toBe(primeira.body);
  });

  it('a outra instância, com sua própria cópia da página, reconhece o ETag e a data: 304', async () => {
    const b = await instancias.instanciaB();
    const deA = await pagina(app, '/fornecedores');
    const condicional = {
      'if-none-match': deA.headers.etag as string,
      'if-modified-since': deA.headers['last-modified'] as string,
    };
    expect(condicional['if-none-match']).toMatch(/^W\//);
    expect((await pagina(b, '/fornecedores', condicional)).statusCode).toBe(304);
    const soData = { 'if-modified-since': condicional['if-modified-since'] };
    expect((await pagina(b, '/fornecedores', soData)).statusCode).toBe(304);
  });

  it('uma data anterior à da página ou um ETag antigo recebem a página inteira', async () => {
    const atual = await pagina(app, '/sobre');
    const antiga = new Date(Date.parse(atual.headers['last-modified'] as string) - 1_000);
    const porData = await pagina(app, '/sobre', { 'if-modified-since': antiga.toUTCString() });
    expect(porData.statusCode).toBe(200);
    const porEtag = await pagina(app, '/sobre', { 'if-none-match': '"outra-versao"' });
    expect(porEtag.statusCode).toBe(200);
    expect(porEtag.body).toBe(atual.body);
  });

  it('quem tem sessão nunca recebe uma resposta que um cache compartilhado guarde', async () => {
    const admin = await signedInAdmin(app, ADMIN);
    const etag = (await pagina(app, '/sobre')).headers.etag as string;
    const pedidos: Record<string, string>[] = [
      { cookie: admin.cookie },
      { cookie: admin.cookie, 'if-none-match': etag },
    ];
    for (const headers of pedidos) {
      const resposta = await pagina(app, '/sobre', headers);
      expect(resposta.headers['cache-control']).toMatch(/\bprivate\b/);
      expect(resposta.headers['cache-control']).not.toMatch(/\bpublic\b/);
      expect(resposta.headers['cdn-cache-control']).toBeUndefined();
    }
    // The areas behind a sign-in stay out of any cache, as before.
    expect((await pagina(app, '/painel')).headers['cache-control']).toBe('no-cache');
  });
});
