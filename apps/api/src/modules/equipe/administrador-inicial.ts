import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CARACTERES_ESPECIAIS_SENHA, isSenhaValida, TIPO_USUARIO } from '@portal/domain';
import type { Database, Executor } from '../../infra/db/client.ts';
import { usuario } from '../../infra/db/schema.ts';
import type { AppConfig } from '../../infra/config.ts';
import { gravarSenha } from '../conta/encerrar-acessos.ts';
import { hashSenha } from '../login/password.ts';

export const EMAIL_ADMINISTRADOR_PADRAO = 'admin@cidadesinteligentes.local';
const NOME_ADMINISTRADOR = 'Administrador';

// Instances starting together (or test schemas side by side) must not both create one: they
// queue on this lock, per schema like the migrations'.
const LOCK_ADMINISTRADOR = sql`select pg_advisory_xact_lock(20250002, hashtext(coalesce(current_schema(), '')))`;

const ALFABETO =
  'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789' + CARACTERES_ESPECIAIS_SENHA;

/** 20 characters of the password rule's alphabet (~118 bits), drawn until the rule is met. */
export function gerarSenhaForte(): string {
  for (;;) {
    const senha = Array.from({ length: 20 }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');
    if (isSenhaValida(senha)) return senha;
  }
}

const porEmail = (email: string) => eq(sql`lower(${usuario.email})`, email.toLowerCase());

async function inserirAdministrador(tx: Executor, email: string, senha: string) {
  await tx.insert(usuario).values({
    id: randomUUID(),
    nome: NOME_ADMINISTRADOR,
    email,
    login: email,
    senhaHash: await hashSenha(senha),
    tipoUsuario: TIPO_USUARIO.ADMINISTRADOR,
    aceiteLgpd: true,
    dataAceiteLgpd: sql`now()`,
  });
}

/**
 * Makes sure the portal has an administrator, or nobody could approve staff (docs/decisions/007).
 * - With ADMIN_EMAIL and ADMIN_PASSWORD: creates that account if missing; an existing account of
 *   that e-mail becomes an active administrator and keeps its password.
 * - Without them, when no active administrator exists: creates (or restores) the default account
 *   with a random password and logs both once; the next start finds an administrator and is quiet.
 */
export async function garantirAdministrador(
  db: Database,
  admin: AppConfig['admin'],
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  agora: Date,
): Promise<void> {
  const senhaGerada = await db.transaction(async (tx) => {
    await tx.execute(LOCK_ADMINISTRADOR);
    if (admin !== null) {
      const [existente] = await tx
        .select({ id: usuario.id })
        .from(usuario)
        .where(porEmail(admin.email));
      if (!existente) await inserirAdministrador(tx, admin.email, admin.senha);
      else {
        await tx
          .update(usuario)
          .set({ tipoUsuario: TIPO_USUARIO.ADMINISTRADOR, ativo: true })
          .where(eq(usuario.id, existente.id));
      }
      return null;
    }
    const ativos = await tx
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.tipoUsuario, TIPO_USUARIO.ADMINISTRADOR), eq(usuario.ativo, true)))
      .limit(1);
    if (ativos.length > 0) return null;
    const senha = gerarSenhaForte();
    const [padrao] = await tx
      .select({ id: usuario.id })
      .from(usuario)
      .where(porEmail(EMAIL_ADMINISTRADOR_PADRAO));
    if (!padrao) await inserirAdministrador(tx, EMAIL_ADMINISTRADOR_PADRAO, senha);
    else {
      // Every administrator was lost: the default account comes back with a new password.
      await tx
        .update(usuario)
        .set({ tipoUsuario: TIPO_USUARIO.ADMINISTRADOR, ativo: true })
        .where(eq(usuario.id, padrao.id));
      await gravarSenha(tx, padrao.id, await hashSenha(senha), agora, null);
    }
    return senha;
  });
  if (admin !== null) {
    log.info({ email: admin.email }, 'administrador de ADMIN_EMAIL garantido');
  } else if (senhaGerada !== null) {
    // Logged only after the commit, so the password shown is the one stored.
    log.warn(
      `Administrador inicial criado. E-mail: ${EMAIL_ADMINISTRADOR_PADRAO} Senha: ${senhaGerada} — ` +
        'entre pela área do instituto (/ipt) e troque esta senha já no primeiro acesso; ' +
        'ela não será mostrada de novo.',
    );
  }
}
