// @module-tag dois-bancos
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSenhaValida } from '@portal/domain';
import { sessao, usuario } from '../../infra/db/schema.ts';
import { createSessionRepository } from '../login/session-repository.ts';
import { createTokenRepository } from '../conta/token-repository.ts';
import { migrate } from '../../infra/db/migrate.ts';
import { createTestDatabase, buildTestApp } from '../../../test/helper.ts';
import { loginIpt } from '../../../test/fixtures-equipe.ts';
import { logCapturado } from '../../../test/log-capturado.ts';
import { novoEmail, novoIp } from '../../../test/fixtures.ts';
import {
  EMAIL_ADMINISTRADOR_PADRAO,
  garantirAdministrador,
  gerarSenhaForte,
} from './administrador-inicial.ts';

/** A logger that keeps what it is told, to find the one line with the password. */
const registro = () => {
  const linhas: string[] = [];
  return {
    linhas,
    info: (...args: unknown[]) => void linhas.push(JSON.stringify(args)),
    warn: (...args: unknown[]) => void linhas.push(JSON.stringify(args)),
  };
};

const LINHA = /Administrador inicial criado\. E-mail: (\S+) Senha: (\S+) — /;

describe('garantirAdministrador', () => {
  let banco: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    banco = await createTestDatabase();
    await migrate(banco);
  });
  afterAll(() => banco.drop());

  const administradores = () =>
    banco.db
      .select({ email: usuario.email, ativo: usuario.ativo })
      .from(usuario)
      .where(eq(usuario.tipoUsuario, 5));

  it('sem configuração e sem administrador, cria o padrão e mostra a senha uma vez', async () => {
    const log = registro();
    // Two instances starting together: the lock lets only one create it.
    await Promise.all([
      garantirAdministrador(banco.db, null, log, new Date()),
      garantirAdministrador(banco.db, null, log, new Date()),
    ]);
    expect(await administradores()).toEqual([{ email: EMAIL_ADMINISTRADOR_PADRAO, ativo: true }]);
    const comSenha = log.linhas.filter((linha) => LINHA.test(linha));
    expect(comSenha).toHaveLength(1);
    expect(comSenha[0]).toContain('troque esta senha');

    const depois = registro();
    await garantirAdministrador(banco.db, null, depois, new Date());
    expect(depois.linhas).toEqual([]);
  });

  it('quando todo administrador se perdeu, a senha nova do padrão encerra os links e as sessões antigos', async () => {
    const [padrao] = await banco.db
      .select({ id: usuario.id })
      .from(usuario)
      .where(eq(usuario.email, EMAIL_ADMINISTRADOR_PADRAO));
    const agora = new Date();
    const link = await createTokenRepository(banco.db).emitir(
      padrao!.id,
      'redefinicao',
      EMAIL_ADMINISTRADOR_PADRAO,
      agora,
      60 * 60 * 1000,
    );
    await createSessionRepository(banco.db).insert('sessao-antiga-do-padrao', padrao!.id, 3600);
    await banco.db.update(usuario).set({ ativo: false }).where(eq(usuario.id, padrao!.id));

    await garantirAdministrador(banco.db, null, registro(), agora);

    const situacao = await createTokenRepository(banco.db).verificar(link, 'redefinicao', agora);
    expect(situacao).toEqual({ valido: false, motivo: 'usado' });
    expect(await banco.db.select().from(sessao).where(eq(sessao.usuarioId, padrao!.id))).toEqual(
      [],
    );
  });

  it('com ADMIN_EMAIL existente, torna a conta administradora ativa sem trocar a senha', async () => {
    const email = novoEmail('gestora');
    await banco.db.insert(usuario).values({
      id: crypto.randomUUID(),
      nome: 'Gestora',
      email,
      login: email,
      senhaHash: 'hash-original',
      tipoUsuario: 3,
      ativo: false,
      aceiteLgpd: true,
      dataAceiteLgpd: sql`now()`,
    });
    await garantirAdministrador(
      banco.db,
      { email: email.toUpperCase(), senha: 'Ipe@Roxo!Florido92' },
      registro(),
      new Date(),
    );
    const [row] = await banco.db.select().from(usuario).where(eq(usuario.email, email));
    expect(row).toMatchObject({ tipoUsuario: 5, ativo: true, senhaHash: 'hash-original' });
  });

  it('gera senhas que seguem a regra do portal', () => {
    const senhas = Array.from({ length: 50 }, gerarSenhaForte);
    expect(senhas.every((senha) => senha.length === 20 && isSenhaValida(senha))).toBe(true);
    expect(new Set(senhas).size).toBe(50);
  });
});

describe('na partida da aplicação', () => {
  it('registra no log o administrador padrão, que entra com a senha mostrada', async () => {
    const saida = logCapturado();
    const app = await buildTestApp({ logLevel: 'info' }, { logStream: saida.stream });
    try {
      await app.ready();
      const [, email, senha] = saida.texto().match(LINHA) ?? [];
      expect(email).toBe(EMAIL_ADMINISTRADOR_PADRAO);
      await expect(
        loginIpt(app, { email: email!, senha: senha!, ip: novoIp() }),
      ).resolves.toBeTruthy();
    } finally {
      await app.close();
    }
  });

  it('com ADMIN_EMAIL e ADMIN_PASSWORD cria essa conta e não cria a padrão', async () => {
    const admin = { email: novoEmail('diretoria'), senha: 'Ipe@Roxo!Florido92' };
    const app = await buildTestApp({ admin });
    try {
      await app.ready();
      await expect(loginIpt(app, { ...admin, ip: novoIp() })).resolves.toBeTruthy();
      const padrao = await app.db
        .select({ id: usuario.id })
        .from(usuario)
        .where(eq(usuario.email, EMAIL_ADMINISTRADOR_PADRAO));
      expect(padrao).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
