import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectAs,
  signedInCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../test/fixtures.ts';
import {
  enviarArquivo,
  enviarProvaCnpj,
  novaProposta,
  PDF,
  PNG,
} from '../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
let dono: UsuarioDeTeste & Sessao;
beforeAll(async () => {
  app = await buildTestApp();
  dono = await signedInCompanyUser(app);
  await enviarProvaCnpj(app, dono);
});
afterAll(() => app.close());

const pedir = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  injectAs(app, dono, { method, url, ...(payload ? { payload } : {}) });
const linhaDaLista = async (id: string) => {
  const lista = await pedir('GET', `/api/proposta/usuario/${dono.id}`);
  return lista.json().find((l: { propostaID: string }) => l.propostaID === id);
};

describe('solução salva enquanto é escrita', () => {
  it('do rascunho só com título ao envio do PDF assinado', async () => {
    // Saved with only its title.
    const criada = await pedir('PUT', '/api/proposta', { titulo: 'Semáforos que conversam' });
    expect(criada.statusCode).toBe(201);
    const id: string = criada.json().idCriadoGuid;

    // Read back with blanks as null, and listed with what it lacks.
    const lida = (await pedir('GET', `/api/proposta/${id}`)).json();
    expect(lida).toMatchObject({
      titulo: 'Semáforos que conversam',
      descricao: null,
      keyWords: null,
      destino: { destino: null, indiceDetalhe: null },
      descricaoTecnicaSolucao: { conceito: null },
      statusProposta: { idStatusProposta: 1 },
    });
    const linha = await linhaDaLista(id);
    expect(linha.tituloProposta).toBe('Semáforos que conversam');
    expect(linha.completude).toMatchObject({ completa: false, faltamFotos: true });
    expect(linha.completude.campos).toHaveLength(20);

    // Half more: a later save keeps what is new and still accepts blanks.
    const metade = await pedir('POST', '/api/proposta', {
      id,
      titulo: 'Semáforos que conversam',
      descricao: 'Controle adaptativo de tráfego.',
      keyWords: ['mobilidade'],
      justificativa: { problemaResolvido: 'Congestionamentos', relevancia: '' },
    });
    expect(metade.statusCode).toBe(200);
    expect((await linhaDaLista(id)).completude.campos).toHaveLength(17);

    // The PDF and the signed PDF are refused, each missing field named, nothing changes.
    const pdf = await pedir('GET', `/api/proposta/gerapdf/${id}`);
    expect(pdf.statusCode).toBe(409);
    const assinado = await enviarArquivo(app, dono, id, 'formassinado', PDF, 'assinado.pdf');
    expect(assinado.statusCode).toBe(409);
    const recusa = assinado.json();
    expect(recusa.message).toMatch(/^A solução ainda não está completa\. Preencha: /);
    for (const rotulo of ['Eixo temático', 'Conceito da solução', 'Relevância', 'Fotos da solução'])
      expect(recusa.message).toContain(rotulo);
    const caminhos = recusa.issues.map((i: { path: string }) => i.path);
    expect(caminhos).toContain('destino.destino');
    expect(caminhos).toContain('justificativa.relevancia');
    expect(caminhos).toContain('anexos.fotos');
    expect(caminhos).not.toContain('descricao');
    expect(recusa.issues).toHaveLength(18);
    expect((await pedir('GET', `/api/proposta/${id}`)).json().statusProposta.idStatusProposta).toBe(
      1,
    );

    // Completed: every field, then a photo.
    const completa = await pedir('POST', '/api/proposta', {
      ...novaProposta({ titulo: 'Semáforos que conversam' }),
      id,
    });
    expect(completa.statusCode).toBe(200);
    expect((await linhaDaLista(id)).completude).toEqual({
      completa: false,
      campos: [],
      faltamFotos: true,
    });
    expect((await enviarArquivo(app, dono, id, 'fotos', PNG, 'cruzamento.png')).statusCode).toBe(
      200,
    );
    expect((await linhaDaLista(id)).completude.completa).toBe(true);

    // Then submitted: the PDF is generated and the signed PDF takes it to status 2.
    expect((await pedir('GET', `/api/proposta/gerapdf/${id}`)).statusCode).toBe(200);
    const enviado = await enviarArquivo(app, dono, id, 'formassinado', PDF, 'assinado.pdf');
    expect(enviado.statusCode).toBe(200);
    const final = await linhaDaLista(id);
    expect(final.statusProposta.idStatusProposta).toBe(2);
    expect(final.possuiFormAssinado).toBe(true);
  });

  it('recusa um rascunho sem título e o conteúdo inválido do que foi preenchido', async () => {
    const semTitulo = await pedir('PUT', '/api/proposta', { descricao: 'Sem título' });
    expect(semTitulo.statusCode).toBe(400);
    expect(semTitulo.json().issues).toEqual([{ path: 'titulo', message: 'Campo obrigatório.' }]);
    const longo = await pedir('PUT', '/api/proposta', { titulo: 'Ok', descricao: 'x'.repeat(301) });
    expect(longo.statusCode).toBe(400);
    expect(longo.json().issues).toEqual([
      { path: 'descricao', message: 'Máximo de 300 caracteres.' },
    ]);
  });
});
