import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectAs,
  signedInCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../../test/fixtures.ts';
import {
  criarProposta,
  criarPropostaCompleta,
  definirStatus,
  enviarArquivo,
  enviarProvaCnpj,
  PDF,
  PNG,
} from '../../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../../test/helper.ts';
import { agoraDoBanco } from '../../../../test/agora-do-banco.ts';
import { proposta } from '../../../infra/db/schema-propostas.ts';

let app: FastifyInstance;
let dono: UsuarioDeTeste & Sessao;
beforeAll(async () => {
  app = await buildTestApp();
  dono = await signedInCompanyUser(app);
  await enviarProvaCnpj(app, dono);
});
afterAll(() => app.close());

const assinar = (id: string, bytes = PDF, nome = 'proposta-assinada.pdf', sessao = dono) =>
  enviarArquivo(app, sessao, id, 'formassinado', bytes, nome);
const excluir = (arquivoId: string, sessao: Sessao = dono) =>
  injectAs(app, sessao, { method: 'DELETE', url: `/api/fileindexer/arquivo/${arquivoId}` });
const lerProposta = async (id: string, sessao: Sessao = dono) =>
  (await injectAs(app, sessao, { method: 'GET', url: `/api/proposta/${id}` })).json();
const historico = async (id: string) =>
  (
    await injectAs(app, dono, { method: 'GET', url: `/api/proposta/historicostatusproposta/${id}` })
  ).json() as { idStatusProposta: number; idUsuario: string }[];

describe('POST /api/fileindexer/proposta/:id/formassinado/file', () => {
  it('guarda o PDF assinado e leva a proposta ao status 2 com entrada no histórico', async () => {
    const id = await criarPropostaCompleta(app, dono);
    const antes = await agoraDoBanco(app);
    const response = await assinar(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 0,
      result: true,
      idCriadoGuid: expect.any(String),
    });

    const lida = await lerProposta(id);
    expect(lida.statusProposta).toMatchObject({
      idStatusProposta: 2,
      descricao: 'Em Análise Prévia',
    });
    expect(Date.parse(lida.dataHoraEnvioPDF)).toBeGreaterThanOrEqual(antes);
    expect(Date.parse(lida.dataHoraEnvioPDF)).toBeLessThanOrEqual(await agoraDoBanco(app));
    expect((await historico(id)).map((h) => h.idStatusProposta)).toEqual([2, 1]);
    expect((await historico(id))[0]!.idUsuario).toBe(dono.id);

    const lista = await injectAs(app, dono, {
      method: 'GET',
      url: `/api/proposta/usuario/${dono.id}`,
    });
    const linha = lista.json().find((l: { propostaID: string }) => l.propostaID === id);
    expect(linha).toMatchObject({
      possuiFormAssinado: true,
      statusProposta: { idStatusProposta: 2 },
    });

    const assinados = await injectAs(app, dono, {
      method: 'GET',
      url: `/api/fileindexer/proposta/${id}/12`,
    });
    expect(assinados.json()).toEqual([
      expect.objectContaining({ nomeOriginal: 'proposta-assinada.pdf' }),
    ]);
  });

  it('depois do envio, a proposta não aceita outro PDF, anexos nem atualização', async () => {
    const id = await criarPropostaCompleta(app, dono);
    await assinar(id);
    expect((await assinar(id, PDF, 'outro.pdf')).statusCode).toBe(409);
    expect((await enviarArquivo(app, dono, id, 'fotos', PNG, 'f.png')).statusCode).toBe(409);
  });

  it('recusa um nome que já existe na proposta', async () => {
    const id = await criarPropostaCompleta(app, dono);
    await enviarArquivo(app, dono, id, 'documentosentregues/outros', PDF, 'Proposta.pdf');
    const response = await assinar(id, PDF, 'proposta.PDF');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'Já existe um arquivo com esse nome para essa proposta. Renomeie o arquivo e tente novamente.',
    });
    expect((await lerProposta(id)).statusProposta.idStatusProposta).toBe(1);
  });

  it('recusa o que não é PDF pelos bytes', async () => {
    const id = await criarPropostaCompleta(app, dono);
    const response = await assinar(id, PNG, 'assinada.pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('O arquivo deve ser um PDF.');
  });

  it('exige o comprovante de CNPJ da empresa', async () => {
    const semProva = await signedInCompanyUser(app);
    const id = await criarPropostaCompleta(app, semProva);
    const response = await assinar(id, PDF, 'assinada.pdf', semProva);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Envie o comprovante de inscrição no CNPJ na página de dados cadastrais antes de enviar o PDF assinado.',
    );
    expect((await lerProposta(id, semProva)).statusProposta.idStatusProposta).toBe(1);
  });
});

describe('DELETE /api/fileindexer/arquivo/:fileId', () => {
  it('apagar o PDF assinado no status 2 volta a proposta ao status 1', async () => {
    const id = await criarPropostaCompleta(app, dono);
    const arquivoId = (await assinar(id)).json().idCriadoGuid;
    const response = await excluir(arquivoId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: true,
      mensagem: 'Arquivo deletado e status atualizado com sucesso!',
      message: 'Arquivo deletado e status atualizado com sucesso!',
    });
    const lida = await lerProposta(id);
    expect(lida.statusProposta.idStatusProposta).toBe(1);
    expect(lida.dataHoraEnvioPDF).toBeNull();
    expect((await historico(id)).map((h) => h.idStatusProposta)).toEqual([1, 2, 1]);
    // Editable again: the company may fix it and sign anew, even with the same name.
    expect((await assinar(id)).statusCode).toBe(200);
  });

  it.each([3, 5, 10])('recusa apagar o PDF assinado no status %i', async (status) => {
    const id = await criarPropostaCompleta(app, dono);
    const arquivoId = (await assinar(id)).json().idCriadoGuid;
    await definirStatus(app, id, status);
    const response = await excluir(arquivoId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'A solução já está em avaliação e o PDF assinado não pode mais ser apagado.',
    );
    const [row] = await app.db.select().from(proposta).where(eq(proposta.id, id));
    expect(row!.statusPropostaId).toBe(status);
  });

  it('apaga um anexo no status 1 e recusa no status 2', async () => {
    const id = await criarProposta(app, dono);
    const foto = (await enviarArquivo(app, dono, id, 'fotos', PNG, 'f.png')).json().idCriadoGuid;
    const outra = (await enviarArquivo(app, dono, id, 'fotos', PNG, 'g.png')).json().idCriadoGuid;
    const response = await excluir(foto);
    expect(response.json()).toMatchObject({
      result: true,
      mensagem: 'Arquivo deletado com sucesso!',
    });
    const lista = await injectAs(app, dono, {
      method: 'GET',
      url: `/api/fileindexer/proposta/${id}`,
    });
    expect(lista.json().map((a: { id: string }) => a.id)).toEqual([outra]);
    await assinar(id);
    expect((await excluir(outra)).statusCode).toBe(409);
    expect((await excluir(foto)).statusCode).toBe(404);
  });

  it('não apaga por aqui o comprovante de CNPJ da empresa', async () => {
    const provas = await injectAs(app, dono, {
      method: 'GET',
      url: `/api/fileindexer/empresa/${dono.empresaId}`,
    });
    const [prova] = provas.json();
    expect((await excluir(prova.id)).statusCode).toBe(404);
  });
});
