import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MENSAGENS, TIPO_USUARIO } from '@portal/domain';
import { usuario } from '../../infra/db/schema.ts';
import { emailSaida } from '../../infra/db/schema-email.ts';
import { registroAuditoria } from '../../infra/db/schema-auditoria.ts';
import { injectAs, login, novoIp } from '../../../test/fixtures.ts';
import { signedInStaff, type MembroComSessao } from '../../../test/fixtures-equipe.ts';
import {
  novoCadastroGestor,
  registerGestor,
  signedInGestor,
} from '../../../test/fixtures-gestor.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
let analista: MembroComSessao;

beforeAll(async () => {
  app = await buildTestApp();
  analista = await signedInStaff(app, 4);
});
afterAll(() => app.close());

const cadastrar = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/gestor/cadastro', payload, remoteAddress: novoIp() });

const tipoDe = async (id: string) =>
  (await app.db.select({ tipo: usuario.tipoUsuario }).from(usuario).where(eq(usuario.id, id)))[0]
    ?.tipo;

const emailsPara = async (para: string, tipo: string) =>
  app.db
    .select({ texto: emailSaida.texto })
    .from(emailSaida)
    .where(and(eq(emailSaida.para, para), eq(emailSaida.tipo, tipo)));

describe('cadastro de gestor público', () => {
  it('com e-mail de subdomínio de GESTOR_EMAIL_DOMINIOS fica verificado na hora', async () => {
    const gestor = await signedInGestor(app);
    expect(await tipoDe(gestor.id)).toBe(TIPO_USUARIO.GESTOR);
    const perfil = await injectAs(app, gestor, { method: 'GET', url: '/api/gestor/perfil' });
    expect(perfil.json()).toMatchObject({
      situacao: 'verificado',
      municipio: { id: 3550308, nome: 'São Paulo', uf: 'SP' },
      cargo: 'Secretária de Inovação',
    });
  });

  it('com outro e-mail aguarda a equipe, que aprova; o gestor recebe o e-mail', async () => {
    const gestor = await signedInGestor(app, { verificado: false });
    expect(await tipoDe(gestor.id)).toBe(TIPO_USUARIO.GESTOR_PENDENTE);
    const pendentes = await injectAs(app, analista, {
      method: 'GET',
      url: '/api/gestor/pendentes',
    });
    expect(pendentes.json().map((p: { id: string }) => p.id)).toContain(gestor.id);

    const aprovacao = await injectAs(app, analista, {
      method: 'POST',
      url: `/api/gestor/${gestor.id}/decisao`,
      payload: { aprovar: true },
    });
    expect(aprovacao.statusCode).toBe(200);
    expect(aprovacao.json().message).toBe(MENSAGENS.gestorAprovado);
    expect(await tipoDe(gestor.id)).toBe(TIPO_USUARIO.GESTOR);
    expect(await emailsPara(gestor.email, 'gestor-aprovacao')).toHaveLength(1);
    const trilha = await app.db
      .select({ ator: registroAuditoria.usuarioId })
      .from(registroAuditoria)
      .where(
        and(
          eq(registroAuditoria.acao, 'gestor.aprovacao'),
          eq(registroAuditoria.entidadeId, gestor.id),
        ),
      );
    expect(trilha).toEqual([{ ator: analista.id }]);

    const deNovo = await injectAs(app, analista, {
      method: 'POST',
      url: `/api/gestor/${gestor.id}/decisao`,
      payload: { aprovar: false, motivo: 'Tarde demais.' },
    });
    expect(deNovo.statusCode).toBe(404);
  });

  it('a recusa exige o motivo, que segue no e-mail; o recusado continua sem acesso de gestor', async () => {
    const gestor = await registerGestor(app, { verificado: false });
    const semMotivo = await injectAs(app, analista, {
      method: 'POST',
      url: `/api/gestor/${gestor.id}/decisao`,
      payload: { aprovar: false },
    });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().issues).toEqual([
      { path: 'motivo', message: MENSAGENS.motivoRecusaObrigatorio },
    ]);
    const recusa = await injectAs(app, analista, {
      method: 'POST',
      url: `/api/gestor/${gestor.id}/decisao`,
      payload: { aprovar: false, motivo: 'Cargo não encontrado no diário oficial.' },
    });
    expect(recusa.statusCode).toBe(200);
    const [email] = await emailsPara(gestor.email, 'gestor-recusa');
    expect(email?.texto).toContain('Cargo não encontrado no diário oficial.');
    const sessao = await login(app, gestor);
    const perfil = await injectAs(app, sessao, { method: 'GET', url: '/api/gestor/perfil' });
    expect(perfil.json()).toMatchObject({
      situacao: 'recusado',
      motivoRecusa: 'Cargo não encontrado no diário oficial.',
    });
    expect(await tipoDe(gestor.id)).toBe(TIPO_USUARIO.GESTOR_PENDENTE);
  });

  it.each([
    ['CPF inválido', { cpf: '111.111.111-11' }, 'cpf', MENSAGENS.cpfInvalido],
    [
      'município fora do formato',
      { municipioId: 123 },
      'municipioId',
      MENSAGENS.municipioGestorInvalido,
    ],
    [
      'município inexistente',
      { municipioId: 3599999 },
      'municipioId',
      MENSAGENS.municipioGestorInvalido,
    ],
    ['sem aceite dos termos', { aceiteLGPD: false }, 'aceiteLGPD', MENSAGENS.termosNaoAceitos],
    ['sem cargo', { cargo: ' ' }, 'cargo', MENSAGENS.campoObrigatorio],
  ])('recusa %s nomeando o campo, sem gravar nada', async (_caso, erro, campo, mensagem) => {
    const cadastro = novoCadastroGestor(erro);
    const response = await cadastrar(cadastro);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: campo, message: mensagem });
    const gravados = await app.db
      .select({ id: usuario.id })
      .from(usuario)
      .where(eq(usuario.email, cadastro.email));
    expect(gravados).toEqual([]);
  });

  it('recusa o mesmo CPF duas vezes com 409', async () => {
    const primeiro = novoCadastroGestor();
    expect((await cadastrar(primeiro)).statusCode).toBe(201);
    const segundo = await cadastrar(novoCadastroGestor({ cpf: primeiro.cpf }));
    expect(segundo.statusCode).toBe(409);
    expect(segundo.json().issues).toEqual([{ path: 'cpf', message: MENSAGENS.cpfJaCadastrado }]);
  });

  it('a equipe não é gestora: o perfil de gestor responde 404', async () => {
    const perfil = await injectAs(app, analista, { method: 'GET', url: '/api/gestor/perfil' });
    expect(perfil.statusCode).toBe(404);
  });
});
