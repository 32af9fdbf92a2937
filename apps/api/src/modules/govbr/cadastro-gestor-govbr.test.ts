import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAGENS, TIPO_USUARIO } from '@portal/domain';
import { usuario } from '../../infra/db/schema.ts';
import { emailSaida } from '../../infra/db/schema-email.ts';
import { registroAuditoria } from '../../infra/db/schema-auditoria.ts';
import { injectAs, novoEmail, novoIp, registerCompanyUser } from '../../../test/fixtures.ts';
import { signedInStaff } from '../../../test/fixtures-equipe.ts';
import { novoCadastroGestor } from '../../../test/fixtures-gestor.ts';
import {
  cadastrarPeloGovbr,
  cookieGovbr,
  identidadePendente,
  irAoGovbr,
  novaPessoa,
  sessaoDe,
  usarAppComGovbr,
  voltarDoGovbr,
} from '../../../test/fixtures-govbr.ts';
import { DOMINIO_PUBLICO } from '../../../test/helper.ts';

const t = usarAppComGovbr();

/**
 * POST /api/govbr/cadastro-gestor as the form sends it: municipality, role, phone and the terms.
 * Name, e-mail and CPF ride along and differ from gov.br's, to prove the server ignores them.
 */
const cadastrarGestor = (cookie: string, overrides: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/govbr/cadastro-gestor',
    headers: { cookie },
    remoteAddress: novoIp(),
    payload: {
      ...novoCadastroGestor({ nome: 'Outro Nome', email: 'outro@exemplo.com.br' }),
      senhaNova: undefined,
      ...overrides,
    },
  });

const pessoaDoDominio = () =>
  novaPessoa({ email: novoEmail('gestora', `prefeitura.${DOMINIO_PUBLICO}`) });

const contaDe = async (email: string) =>
  (
    await t.app.db
      .select({ id: usuario.id, tipo: usuario.tipoUsuario, nome: usuario.nome })
      .from(usuario)
      .where(eq(usuario.email, email))
  )[0];

describe('cadastro de gestor público pelo gov.br', () => {
  it('com e-mail do domínio público: verificado na hora, com nome, e-mail e CPF do gov.br, e a próxima entrada vai à área do gestor', async () => {
    const pessoa = pessoaDoDominio();
    const { cookie } = await identidadePendente(t.app, t.govbr, pessoa, 'gestor');
    const pendente = await t.app.inject({ url: '/api/govbr/pendente', headers: { cookie } });
    expect(pendente.json()).toMatchObject({ area: 'gestor', contaExistente: false });

    const cadastro = await cadastrarGestor(cookie, { cpf: '529.982.247-25' });
    expect(cadastro.statusCode).toBe(201);
    expect(cadastro.json()).toMatchObject({ autenticado: true, destino: '/gestor' });
    const sessao = sessaoDe(cadastro);
    const perfil = await injectAs(t.app, sessao, { method: 'GET', url: '/api/gestor/perfil' });
    expect(perfil.json()).toMatchObject({
      nome: pessoa.nome,
      email: pessoa.email,
      cpf: pessoa.cpf,
      cargo: 'Secretária de Inovação',
      municipio: { id: 3550308, nome: 'São Paulo', uf: 'SP' },
      situacao: 'verificado',
    });
    const conta = await contaDe(pessoa.email);
    expect(conta?.tipo).toBe(TIPO_USUARIO.GESTOR);
    expect(await contaDe('outro@exemplo.com.br')).toBeUndefined();
    const vinculo = await injectAs(t.app, sessao, { method: 'GET', url: '/api/govbr/vinculo' });
    expect(vinculo.json()).toMatchObject({ vinculado: true });
    const trilha = await t.app.db
      .select({ acao: registroAuditoria.acao, ator: registroAuditoria.usuarioId })
      .from(registroAuditoria)
      .where(
        and(
          eq(registroAuditoria.entidadeId, conta!.id),
          inArray(registroAuditoria.acao, ['cadastro.gestor', 'govbr.vinculo']),
        ),
      );
    expect(trilha).toEqual(
      expect.arrayContaining([
        { acao: 'cadastro.gestor', ator: conta!.id },
        { acao: 'govbr.vinculo', ator: conta!.id },
      ]),
    );

    // The pending identity was used up.
    expect((await cadastrarGestor(cookie)).statusCode).toBe(404);
    const volta = await voltarDoGovbr(t.app, await irAoGovbr(t.app, t.govbr, pessoa, 'gestor'));
    expect(volta.headers.location).toBe('/gestor');
    sessaoDe(volta);
  });

  it('com outro e-mail: aguarda a equipe, e os administradores recebem o aviso', async () => {
    const admin = await signedInStaff(t.app, 5);
    const pessoa = novaPessoa();
    const { cookie } = await identidadePendente(t.app, t.govbr, pessoa, 'gestor');
    const cadastro = await cadastrarGestor(cookie);
    expect(cadastro.statusCode).toBe(201);
    expect(cadastro.json()).toMatchObject({ destino: '/gestor' });
    expect((await contaDe(pessoa.email))?.tipo).toBe(TIPO_USUARIO.GESTOR_PENDENTE);
    const avisos = await t.app.db
      .select({ texto: emailSaida.texto })
      .from(emailSaida)
      .where(and(eq(emailSaida.para, admin.email), eq(emailSaida.tipo, 'gestor-pendente')));
    expect(avisos.map((a) => a.texto)).toEqual(
      expect.arrayContaining([expect.stringContaining(pessoa.email)]),
    );
  });

  it('o CPF que outro gestor digitou no cadastro dele: 409 pedindo a equipe, e nada muda', async () => {
    const pessoa = novaPessoa();
    const outro = novoCadastroGestor({ cpf: pessoa.cpf });
    const digitado = await t.app.inject({
      method: 'POST',
      url: '/api/gestor/cadastro',
      payload: outro,
      remoteAddress: novoIp(),
    });
    expect(digitado.statusCode).toBe(201);

    const { cookie } = await identidadePendente(t.app, t.govbr, pessoa, 'gestor');
    const cadastro = await cadastrarGestor(cookie);
    expect(cadastro.statusCode).toBe(409);
    expect(cadastro.json().message).toBe(MENSAGENS.govbrCpfDeOutroGestor);
    expect(cadastro.cookies.find((c) => c.name === 'portal_sessao')).toBeUndefined();
    expect(await contaDe(pessoa.email)).toBeUndefined();
    // Neither account got the link: the next gov.br sign-in still finds no account.
    const volta = await voltarDoGovbr(t.app, await irAoGovbr(t.app, t.govbr, pessoa, 'gestor'));
    expect(volta.headers.location).toBe('/acesso/govbr');
  });

  it('um CPF já vinculado a outra conta: 409', async () => {
    const pessoa = novaPessoa();
    const a = await identidadePendente(t.app, t.govbr, pessoa, 'gestor');
    const b = await identidadePendente(t.app, t.govbr, pessoa, 'gestor');
    expect((await cadastrarGestor(a.cookie)).statusCode).toBe(201);
    const segundo = await cadastrarGestor(b.cookie);
    expect(segundo.statusCode).toBe(409);
    expect(segundo.json().message).toBe(MENSAGENS.govbrCpfJaVinculado);
  });

  it.each([
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
    ['cargo com byte nulo', { cargo: 'Secretária\u0000' }, 'cargo', MENSAGENS.caracteresInvalidos],
    ['sem aceite dos termos', { aceiteLGPD: false }, 'aceiteLGPD', MENSAGENS.termosNaoAceitos],
  ])(
    'recusa %s com 400 nomeando o campo, sem gravar nem gastar a identidade',
    async (_caso, erro, campo, mensagem) => {
      const pessoa = novaPessoa();
      const { cookie } = await identidadePendente(t.app, t.govbr, pessoa, 'gestor');
      const recusa = await cadastrarGestor(cookie, erro);
      expect(recusa.statusCode).toBe(400);
      expect(recusa.json().issues).toContainEqual({ path: campo, message: mensagem });
      expect(await contaDe(pessoa.email)).toBeUndefined();
      expect((await cadastrarGestor(cookie)).statusCode).toBe(201);
    },
  );

  it('sem uma entrada com gov.br em andamento: 404', async () => {
    const semCookie = await t.app.inject({
      method: 'POST',
      url: '/api/govbr/cadastro-gestor',
      payload: novoCadastroGestor(),
    });
    expect(semCookie.statusCode).toBe(404);
    expect(semCookie.json().message).toBe(MENSAGENS.govbrSemPendencia);
  });

  it('a equipe nunca se cadastra pelo gov.br, nem como gestor', async () => {
    const analista = await signedInStaff(t.app, 4);
    const volta = await voltarDoGovbr(
      t.app,
      await irAoGovbr(t.app, t.govbr, novaPessoa({ email: analista.email }), 'ipt'),
    );
    const recusa = await cadastrarGestor(cookieGovbr(volta));
    expect(recusa.statusCode).toBe(403);
    expect(recusa.json().message).toBe(MENSAGENS.govbrSemContaEquipe);
  });
});

describe('entrada do gestor com gov.br', () => {
  it('uma conta de empresa já vinculada entra na própria área', async () => {
    const pessoa = novaPessoa();
    const { cookie } = await identidadePendente(t.app, t.govbr, pessoa);
    expect((await cadastrarPeloGovbr(t.app, cookie)).statusCode).toBe(201);
    const volta = await voltarDoGovbr(t.app, await irAoGovbr(t.app, t.govbr, pessoa, 'gestor'));
    expect(volta.headers.location).toBe('/painel');
  });

  it('com a conta de empresa do mesmo e-mail, o caminho é o vínculo pela senha', async () => {
    const conta = await registerCompanyUser(t.app);
    const pessoa = novaPessoa({ email: conta.email });
    const { cookie } = await identidadePendente(t.app, t.govbr, pessoa, 'gestor');
    const pendente = await t.app.inject({ url: '/api/govbr/pendente', headers: { cookie } });
    expect(pendente.json()).toMatchObject({ area: 'gestor', contaExistente: true });
    const cadastro = await cadastrarGestor(cookie);
    expect(cadastro.statusCode).toBe(409);
    expect(cadastro.json().message).toBe(MENSAGENS.emailJaCadastrado);
  });

  it('cancelada no gov.br, volta ao cadastro de gestor com o motivo', async () => {
    const volta = await irAoGovbr(t.app, t.govbr, novaPessoa(), 'gestor');
    const state = new URL(volta.retorno, 'http://x').searchParams.get('state')!;
    const cancelada = await t.app.inject({
      url: `/api/govbr/retorno?error=access_denied&state=${state}`,
      headers: { cookie: volta.cookie },
    });
    expect(cancelada.headers.location).toBe('/gestor/cadastro?govbr=cancelado');
  });
});
