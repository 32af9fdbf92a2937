import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, login } from '../../../test/fixtures.ts';
import { loginIpt, registerStaffUser } from '../../../test/fixtures-equipe.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const trocar = (sessao: { cookie: string } | null, payload: object) =>
  injectAs(app, sessao, { method: 'POST', url: '/api/cadastro/usuario/senha', payload });

describe('POST /api/cadastro/usuario/senha', () => {
  it('troca a senha conferindo a atual e encerra as outras sessões', async () => {
    const membro = await registerStaffUser(app);
    const outra = { cookie: await loginIpt(app, membro) };
    const atual = await login(app, membro);
    const novaSenha = 'Jabuticaba&Madura73';
    const response = await trocar(atual, { senhaAtual: membro.senha, senhaNova: novaSenha });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: true, message: 'Senha alterada com sucesso!' });
    expect(
      (await injectAs(app, atual, { method: 'GET', url: '/api/autenticado' })).statusCode,
    ).toBe(200);
    expect(
      (await injectAs(app, outra, { method: 'GET', url: '/api/autenticado' })).statusCode,
    ).toBe(401);
    await expect(loginIpt(app, { ...membro, senha: novaSenha })).resolves.toBeTruthy();
    await expect(loginIpt(app, membro)).rejects.toThrow(/401/);
  });

  it('recusa senha atual errada, senha nova fraca e anônimo', async () => {
    const membro = await registerStaffUser(app);
    const sessao = { cookie: await loginIpt(app, membro) };
    const errada = await trocar(sessao, {
      senhaAtual: 'Outra@Senha99',
      senhaNova: 'Jabuticaba&Madura73',
    });
    expect(errada.statusCode).toBe(400);
    expect(errada.json().issues).toEqual([{ path: 'senhaAtual', message: 'Senha incorreta.' }]);
    const fraca = await trocar(sessao, { senhaAtual: membro.senha, senhaNova: 'Senha@123' });
    expect(fraca.statusCode).toBe(400);
    expect(fraca.json().issues[0].path).toBe('senhaNova');
    expect((await trocar(null, { senhaAtual: 'x', senhaNova: 'y' })).statusCode).toBe(401);
  });
});
