import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telefone, usuario } from '../../infra/db/schema.ts';
import {
  injectAs,
  login,
  signedInCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../test/fixtures.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Usuario = UsuarioDeTeste & Sessao;

/** The update form's payload, as the screen sends it back after reading GET /login/{id}. */
const atualizacao = (user: Usuario, overrides: Record<string, unknown> = {}) => ({
  id: user.id,
  nome: 'João Souza Filho',
  email: user.email,
  senhaAtual: user.senha,
  senhaNova: '',
  telefones: [
    { ddd: '21', numero: '34567890', tipoTelefone: 3, observacoes: 'Escritório' },
    { ddd: '11', numero: '912345678', tipoTelefone: 1 },
  ],
  empresa: { ...user.cadastro.empresa, nomeOficial: 'Tentativa de troca' },
  cargo: 'Diretor',
  departamento: null,
  ...overrides,
});

const atualizar = (sessao: { cookie: string } | null, payload: object) =>
  injectAs(app, sessao, { method: 'POST', url: '/api/cadastro/usuario', payload });

const autenticado = (sessao: { cookie: string }) =>
  injectAs(app, sessao, { method: 'GET', url: '/api/autenticado' });

describe('POST /api/cadastro/usuario', () => {
  it('atualiza nome, cargo, departamento e troca a lista de telefones', async () => {
    const user = await signedInCompanyUser(app);
    const response = await atualizar(user, atualizacao(user, { email: 'outro@x.com.br' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      status: true,
      message: 'Cadastro atualizado com sucesso!',
      mensagem: 'Cadastro atualizado com sucesso!',
      versao: 2,
    });
    const [row] = await app.db.select().from(usuario).where(eq(usuario.id, user.id));
    // E-mail and company are read-only on this screen: the payload's values are ignored.
    expect(row).toMatchObject({
      nome: 'João Souza Filho',
      cargo: 'Diretor',
      departamento: null,
      email: user.email,
    });
    const fones = await app.db.select().from(telefone).where(eq(telefone.usuarioId, user.id));
    expect(fones.map((f) => `${f.ddd}${f.numero}`).sort()).toEqual(['11912345678', '2134567890']);
    const perfil = await injectAs(app, user, { method: 'GET', url: `/api/login/${user.id}` });
    expect(perfil.json().empresa.nomeOficial).toBe('Soluções Urbanas Ltda');
    // Phones come back in the order the user typed them, not in id order.
    expect(perfil.json().telefones.map((t: { numero: string }) => t.numero)).toEqual([
      '34567890',
      '912345678',
    ]);
  });

  it('recusa senha atual errada com 400 no campo senhaAtual, sem alterar nada', async () => {
    const user = await signedInCompanyUser(app);
    const response = await atualizar(user, atualizacao(user, { senhaAtual: 'Errada@2025x' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Senha incorreta.',
      issues: [{ path: 'senhaAtual', message: 'Senha incorreta.' }],
    });
    const [row] = await app.db.select().from(usuario).where(eq(usuario.id, user.id));
    expect(row!.nome).toBe('João Souza');
  });

  it('valida a senha nova só quando preenchida, e recusa senha comum', async () => {
    const user = await signedInCompanyUser(app);
    const fora = await atualizar(user, atualizacao(user, { senhaNova: 'curta' }));
    expect(fora.statusCode).toBe(400);
    expect(fora.json().issues[0]).toMatchObject({ path: 'senhaNova' });
    const comum = await atualizar(user, atualizacao(user, { senhaNova: 'Mudar@123' }));
    expect(comum.statusCode).toBe(400);
    expect(comum.json().issues[0]).toMatchObject({ path: 'senhaNova' });
    expect((await atualizar(user, atualizacao(user, { senhaNova: null }))).statusCode).toBe(200);
  });

  it('troca a senha e encerra as outras sessões do usuário, mantendo a atual', async () => {
    const user = await signedInCompanyUser(app);
    const outraSessao = await login(app, user);
    const senhaNova = 'Abacaxi@Voador7';
    const response = await atualizar(user, atualizacao(user, { senhaNova }));
    expect(response.statusCode).toBe(200);
    expect((await autenticado(user)).statusCode).toBe(200);
    expect((await autenticado(outraSessao)).statusCode).toBe(401);
    await expect(login(app, user)).rejects.toThrow(/401/);
    await expect(login(app, { ...user, senha: senhaNova })).resolves.toBeDefined();
  });

  it('responde 404 ao atualizar outro usuário e 401 sem sessão', async () => {
    const user = await signedInCompanyUser(app);
    const outro = await signedInCompanyUser(app);
    const response = await atualizar(user, atualizacao(user, { id: outro.id }));
    expect(response.statusCode).toBe(404);
    const [row] = await app.db.select().from(usuario).where(eq(usuario.id, outro.id));
    expect(row!.nome).toBe('João Souza');
    expect((await atualizar(null, atualizacao(user))).statusCode).toBe(401);
  });

  it('recusa campos inválidos com 400 e o caminho do campo', async () => {
    const user = await signedInCompanyUser(app);
    const response = await atualizar(
      user,
      atualizacao(user, { nome: '', telefones: [{ ddd: '1', numero: '9', tipoTelefone: 1 }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Existem campos inválidos!',
      issues: [
        { path: 'nome', message: 'Campo obrigatório.' },
        {
          path: 'telefones.0.ddd',
          message:
            'Telefone inválido: digite o DDD e o número, 11 dígitos para celular (com 9 depois do DDD) ou 10 para fixo.',
        },
      ],
    });
  });

  it('limita as tentativas de senha atual por usuário com 429', async () => {
    const user = await signedInCompanyUser(app);
    const errada = atualizacao(user, { senhaAtual: 'Errada@2025x' });
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await atualizar(user, errada)).statusCode;
    expect(last).toBe(429);
  });
});
