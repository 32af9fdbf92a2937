import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { FakeClock } from '../../infra/clock.ts';
import { iniciarCaixaSmtp, linkEm, type CaixaSmtp } from '../../../test/caixa-smtp.ts';
import { confirmarEmail } from '../../../test/fixtures-email.ts';
import {
  adminDeTeste,
  registerStaffUser,
  signedInAdmin,
  signedInStaff,
  type MembroComSessao,
} from '../../../test/fixtures-equipe.ts';
import {
  injectAs,
  login,
  registerCompanyUser,
  signedInCompanyUser,
} from '../../../test/fixtures.ts';
import {
  criarPropostaCompleta,
  enviarArquivo,
  enviarProvaCnpj,
  PDF,
} from '../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../test/helper.ts';

const ADMIN = adminDeTeste();
const PORTAL = 'https://portal.exemplo.gov.br';
let caixa: CaixaSmtp;
let app: FastifyInstance;
let admin: MembroComSessao;

beforeAll(async () => {
  caixa = await iniciarCaixaSmtp();
  app = await buildTestApp(
    { smtpUrl: caixa.url, publicUrl: PORTAL, filaIntervaloSegundos: 0.5, admin: ADMIN },
    { clock: new FakeClock() },
  );
  admin = await signedInAdmin(app, ADMIN);
});
afterAll(async () => {
  await app.close();
  await caixa.fechar();
});

const esperarAssunto = async (email: string, assunto: string | RegExp) => {
  const casa = (a: string) => (typeof assunto === 'string' ? a === assunto : assunto.test(a));
  await caixa.esperar(() => caixa.para(email).some((m) => casa(m.assunto)));
  return caixa.para(email).find((m) => casa(m.assunto))!;
};
const assinar = (sessao: Parameters<typeof enviarArquivo>[1], id: string) =>
  enviarArquivo(app, sessao, id, 'formassinado', PDF, 'proposta-assinada.pdf');

describe('confirmação do e-mail', () => {
  it('o cadastro envia o link; sem confirmar, a empresa preenche tudo mas não envia o PDF assinado', async () => {
    const usuario = await registerCompanyUser(app, {}, { confirmar: false });
    const sessao = { ...usuario, ...(await login(app, usuario)) };
    const mensagem = await esperarAssunto(usuario.email, 'Confirme seu e-mail');
    expect(linkEm(mensagem.texto, '/email/confirmar#')).toMatch(
      /^https:\/\/portal\.exemplo\.gov\.br\//,
    );

    const situacao = await injectAs(app, sessao, { method: 'GET', url: '/api/conta/email' });
    expect(situacao.json()).toEqual({ confirmado: false, email: usuario.email });

    await enviarProvaCnpj(app, sessao);
    const id = await criarPropostaCompleta(app, sessao);
    const recusa = await assinar(sessao, id);
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().message).toBe(MENSAGENS.confirmeEmailParaEnviar);

    await confirmarEmail(app, usuario.email);
    expect(
      (await injectAs(app, sessao, { method: 'GET', url: '/api/conta/email' })).json(),
    ).toEqual({
      confirmado: true,
      email: null,
    });
    expect((await assinar(sessao, id)).statusCode).toBe(200);
  });

  it('"Reenviar e-mail" manda um novo link e o anterior deixa de valer', async () => {
    const usuario = await registerCompanyUser(app, {}, { confirmar: false });
    const sessao = await login(app, usuario);
    await esperarAssunto(usuario.email, 'Confirme seu e-mail');
    const reenvio = await injectAs(app, sessao, {
      method: 'POST',
      url: '/api/conta/email/reenvio',
    });
    expect(reenvio.statusCode).toBe(200);
    await caixa.esperar(() => caixa.para(usuario.email).length === 2);
    const [primeiro, segundo] = caixa
      .para(usuario.email)
      .map((m) => linkEm(m.texto, '/email/confirmar#').split('#')[1]!);
    const confirmar = (token: string) =>
      app.inject({ method: 'POST', url: '/api/conta/email/confirmar', payload: { token } });
    expect((await confirmar(primeiro!)).statusCode).toBe(410);
    expect((await confirmar(segundo!)).statusCode).toBe(200);
    const outra = await injectAs(app, sessao, { method: 'POST', url: '/api/conta/email/reenvio' });
    expect(outra.statusCode).toBe(409);
    expect(outra.json().message).toBe(MENSAGENS.emailJaConfirmado);
  });

  it('um cadastro da equipe só é aprovado depois de confirmado, e os administradores são avisados', async () => {
    const membro = await registerStaffUser(app, {}, { confirmar: false });
    const aviso = await esperarAssunto(ADMIN.email, 'Cadastro da equipe aguardando aprovação');
    expect(aviso.texto).toContain(membro.email);
    expect(aviso.texto).toContain(`${PORTAL}/ipt/equipe`);

    const aprovar = () =>
      injectAs(app, admin, {
        method: 'POST',
        url: `/api/equipe/${membro.id}/aprovacao`,
        payload: { tipoUsuario: 4 },
      });
    const recusa = await aprovar();
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().message).toBe(MENSAGENS.confirmeEmailParaAprovar);
    await confirmarEmail(app, membro.email);
    expect((await aprovar()).statusCode).toBe(200);
    const aprovado = await esperarAssunto(membro.email, 'Seu cadastro na equipe foi aprovado');
    expect(aprovado.texto).toContain('perfil Analista');
  });
});

describe('avisos por e-mail', () => {
  it('o recibo do PDF assinado chega aos usuários da empresa, com protocolo, título e hora', async () => {
    const dono = await signedInCompanyUser(app);
    await enviarProvaCnpj(app, dono);
    const id = await criarPropostaCompleta(app, dono);
    expect((await assinar(dono, id)).statusCode).toBe(200);
    const lida = (await injectAs(app, dono, { method: 'GET', url: `/api/proposta/${id}` })).json();

    for (const email of [dono.email]) {
      const recibo = await esperarAssunto(email, `Recibo: solução ${lida.codigoProposta} enviada`);
      expect(recibo.texto).toContain(`Protocolo: ${lida.codigoProposta}`);
      expect(recibo.texto).toContain(`Título: ${lida.titulo}`);
      expect(recibo.texto).toMatch(
        /Enviada em: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(horário de Brasília\)/,
      );
      expect(recibo.texto).toContain(`${PORTAL}/painel/propostas/${id}`);
      expect(recibo.html).toContain(lida.codigoProposta);
    }
  });

  it('cada mudança de status avisa a empresa; em "Solicitações Feitas" a observação é o conteúdo', async () => {
    const dono = await signedInCompanyUser(app);
    const analista = await signedInStaff(app, 4);
    const id = await criarPropostaCompleta(app, dono);
    const mudar = (idStatusProposta: number, observacao: string) =>
      injectAs(app, analista, {
        method: 'POST',
        url: '/api/proposta/status',
        payload: { idProposta: id, idStatusProposta, observacao },
      });

    expect(
      (await mudar(6, 'Envie o orçamento detalhado.\nInclua a planilha de custos.')).statusCode,
    ).toBe(200);
    const solicitacao = await esperarAssunto(dono.email, /^Solicitações da equipe sobre a solução/);
    expect(solicitacao.texto).toContain(
      'Solicitações:\nEnvie o orçamento detalhado.\nInclua a planilha de custos.',
    );
    expect(solicitacao.html).toContain(
      'Envie o orçamento detalhado.<br>Inclua a planilha de custos.',
    );

    expect((await mudar(3, 'Aprovada na análise prévia.')).statusCode).toBe(200);
    const aprovada = await esperarAssunto(dono.email, /: Aprovada$/);
    expect(aprovada.texto).toContain('Novo status: Aprovada');
    expect(aprovada.texto).toContain('Observação da equipe:\nAprovada na análise prévia.');
  });

  it('a observação da equipe vai escapada no HTML', async () => {
    const dono = await signedInCompanyUser(app);
    const analista = await signedInStaff(app, 4);
    const id = await criarPropostaCompleta(app, dono);
    await injectAs(app, analista, {
      method: 'POST',
      url: '/api/proposta/status',
      payload: {
        idProposta: id,
        idStatusProposta: 4,
        observacao: 'Custo <b>alto</b> & prazo curto',
      },
    });
    const mensagem = await esperarAssunto(dono.email, /: Reprovada$/);
    expect(mensagem.html).toContain('Custo &lt;b&gt;alto&lt;/b&gt; &amp; prazo curto');
  });

  it('avisa o membro da equipe ao mudar de perfil e ao ser desativado', async () => {
    const membro = await signedInStaff(app, 4);
    const acao = (nome: string, payload?: object) =>
      injectAs(app, admin, { method: 'POST', url: `/api/equipe/${membro.id}/${nome}`, payload });
    expect((await acao('aprovacao', { tipoUsuario: 5 })).statusCode).toBe(200);
    const perfil = await esperarAssunto(membro.email, 'Seu perfil na equipe mudou');
    expect(perfil.texto).toContain('para Administrador');
    expect((await acao('desativacao')).statusCode).toBe(200);
    const desativada = await esperarAssunto(membro.email, 'Sua conta na equipe foi desativada');
    expect(desativada.texto).toContain('desativou');
  });

  it('avisa quem trocou a senha no perfil, com "se não foi você"', async () => {
    const membro = await signedInStaff(app, 4);
    const troca = await injectAs(app, membro, {
      method: 'POST',
      url: '/api/cadastro/usuario/senha',
      payload: {
        senhaAtual: membro.senha,
        senhaNova: 'Manaca@Serra!2026x',
        confirmacaoSenha: 'Manaca@Serra!2026x',
      },
    });
    expect(troca.statusCode, troca.body).toBe(200);
    const aviso = await esperarAssunto(membro.email, 'Sua senha foi alterada');
    expect(aviso.texto).toContain('Se não foi você');
  });
});
