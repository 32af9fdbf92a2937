import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { GRUPOS } from './openapi-plugin.ts';

let app: FastifyInstance;
let documento: OpenAPIV3_1.Document;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
  documento = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
});
afterAll(() => app.close());

// Fastify writes `/api/proposta/:id`; OpenAPI `/api/proposta/{id}`.
const comoOpenApi = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const rotasDaApi = () =>
  app.registeredRoutes.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'));

const operacoes = () =>
  Object.entries(documento.paths ?? {}).flatMap(([caminho, item]) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const)
      .filter((metodo) => item?.[metodo])
      .map((metodo) => ({ rota: `${metodo.toUpperCase()} ${caminho}`, operacao: item![metodo]! })),
  );

describe('documento OpenAPI', () => {
  it('é OpenAPI 3.1 válido', async () => {
    const resultado = await new Validator().validate(documento as never);
    expect(resultado.errors ?? []).toEqual([]);
    expect(resultado.valid).toBe(true);
    expect(documento.openapi).toBe('3.1.0');
  });

  it('cobre toda rota da API, e só elas', () => {
    const registradas = rotasDaApi().map((r) => `${r.method} ${comoOpenApi(r.url)}`);
    const documentadas = operacoes().map((o) => o.rota);
    expect(registradas.length).toBeGreaterThan(100);
    expect(documentadas.toSorted()).toEqual(registradas.toSorted());
  });

  it('toda rota tem resumo em português, um grupo conhecido e o nível de acesso', () => {
    const grupos = new Set(GRUPOS.map((g) => g.name));
    const faltas = operacoes().flatMap(({ rota, operacao }) => [
      ...(operacao.summary ? [] : [`${rota}: sem resumo`]),
      ...(operacao.tags?.length === 1 && grupos.has(operacao.tags[0]!)
        ? []
        : [`${rota}: grupo ${operacao.tags?.join(',')}`]),
      ...((operacao as { 'x-acesso'?: string })['x-acesso'] ? [] : [`${rota}: sem acesso`]),
    ]);
    expect(faltas).toEqual([]);
  });

  it('todo parâmetro do caminho vem do esquema da rota', () => {
    const faltas = operacoes().flatMap(({ rota, operacao }) => {
      const noCaminho = [...rota.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const declarados = new Set(
        ((operacao.parameters ?? []) as OpenAPIV3_1.ParameterObject[])
          .filter((p) => p.in === 'path')
          .map((p) => p.name),
      );
      return noCaminho.filter((nome) => !declarados.has(nome!)).map((nome) => `${rota}: ${nome}`);
    });
    expect(faltas).toEqual([]);
  });

  it('descreve o corpo de quem recebe JSON, com os campos e as mensagens de recusa', () => {
    const login = documento.paths!['/api/login']!.post!;
    const corpo = (login.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3_1.SchemaObject;
    expect(Object.keys(corpo.properties ?? {})).toEqual(['login', 'SenhaAtual']);
    expect(Object.keys(login.responses ?? {})).toEqual(expect.arrayContaining(['200', '400']));

    const restrita = documento.paths!['/api/email/saida']!.get!;
    expect(restrita.security).toEqual([{ sessao: [] }]);
    expect(Object.keys(restrita.responses ?? {})).toEqual(
      expect.arrayContaining(['401', '403', '503']),
    );
    expect(restrita.description).toContain('Administrador do instituto.');
  });
});

describe('página de referência', () => {
  it('apresenta cada rota em português, com acesso, parâmetros e corpo', async () => {
    const resposta = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = resposta.body;
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<code>/api/proposta/{id}</code>');
    expect(html).toContain('Administrador do instituto.');
    expect(html).toContain('<h4>Corpo (JSON)</h4>');
    expect(html).toContain('(no caminho)');
    const secoes = html.match(/<section class="rota"/g) ?? [];
    expect(secoes.length).toBe(operacoes().length);
  });
});
