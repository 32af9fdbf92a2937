import { and, eq, sql } from 'drizzle-orm';
import { formatarCpf, NOME_ANONIMIZADO, SITUACAO_MEMBRO } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { emailNaoConfirmado, emailSaida, tokenConta } from '../../infra/db/schema-email.ts';
import { empresa, telefone, usuario } from '../../infra/db/schema.ts';
import { encerrarAcessos } from '../conta/encerrar-acessos.ts';
import { COLUNAS_QUE_IDENTIFICAM } from './dados-pessoais.ts';
import { govbrPendencia, govbrVinculo } from '../../infra/db/schema-govbr.ts';
import { gestor, gestorSelecao } from '../../infra/db/schema-gestor.ts';
import { buscaSalva } from '../../infra/db/schema-busca-salva.ts';

/** What replaces a trace of the person in free text: never longer than what it replaces. */
const MARCA_ANONIMA = '***';

/** Traces shorter than this are too common to erase from others' text without damage. */
const TRACO_MINIMO = 5;

/** The address an anonymised account keeps: unique (the column is), and never deliverable. */
const emailAnonimo = (usuarioId: string) => `anonimo-${usuarioId}@anonimizado.invalid`;

// The audit trail is immutable and holds a person's data by name only (auditoria/registrar.ts).
// A market-survey record is a public procurement document, signed with its author's name and
// role: it stays as made (dados-pessoais.ts says why).
const TABELAS_INTOCADAS = ['registro_auditoria', 'registro_pesquisa'];

const escaparRegex = (texto: string) => texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The person's data as it may appear in someone else's text (an e-mail, a note, a request). */
function tracosDe(pessoa: {
  nome: string;
  email: string;
  telefones: { ddd: string; numero: string }[];
  responsavelLegal: { nome: string; cpf: string; rg: string; email: string } | null;
}): string[] {
  const digitosDe = (numero: string) => [numero, `${numero.slice(0, -4)}-${numero.slice(-4)}`];
  const tracos = [
    pessoa.nome.trim(),
    pessoa.email,
    ...pessoa.telefones.flatMap((t) => digitosDe(t.numero)),
    ...(pessoa.responsavelLegal
      ? [
          pessoa.responsavelLegal.nome.trim(),
          pessoa.responsavelLegal.email,
          pessoa.responsavelLegal.cpf,
          formatarCpf(pessoa.responsavelLegal.cpf),
          pessoa.responsavelLegal.rg.trim(),
        ]
      : []),
  ];
  return [...new Set(tracos.filter((traco) => traco.length >= TRACO_MINIMO))];
}

/**
 * One case-insensitive pattern for all traces; a trace is matched whole (a name not inside a
 * longer word, digits not inside a longer number).
 */
const padraoDos = (tracos: string[]) =>
  tracos.map((traco) => `(?<![[:alnum:]])${escaparRegex(traco)}(?![[:alnum:]])`).join('|');

interface Coluna {
  tabela: string;
  coluna: string;
  tipo: string;
}

/**
 * Every text-bearing column of the schema, read from the catalogue itself (so a new table is
 * cleaned too), but for the columns that name a person (dados-pessoais.ts) and the partitions of
 * a table (cleaned through it).
 */
async function colunasDeTexto(tx: Executor): Promise<Coluna[]> {
  const result = (await tx.execute(sql`
    select c.relname as tabela, a.attname as coluna, a.atttypid::regtype::text as tipo
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema()
      and c.relkind in ('r', 'p')
      and not c.relispartition
      and a.attnum > 0
      and not a.attisdropped
      and a.attgenerated = ''
      and a.atttypid::regtype::text in
        ('text', 'character varying', 'jsonb', 'json', 'text[]', 'character varying[]')
    order by 1, 2
  `)) as unknown as { rows: Coluna[] };
  return result.rows.filter(
    (c) =>
      !TABELAS_INTOCADAS.includes(c.tabela) &&
      !COLUNAS_QUE_IDENTIFICAM.get(c.tabela)?.has(c.coluna),
  );
}

const identificador = (nome: string) => sql.raw(`"${nome.replaceAll('"', '""')}"`);

/** Replaces every trace in every text column that holds one. */
async function apagarTracos(tx: Executor, tracos: string[]): Promise<void> {
  if (tracos.length === 0) return;
  const padrao = padraoDos(tracos);
  for (const { tabela, coluna, tipo } of await colunasDeTexto(tx)) {
    const col = identificador(coluna);
    const simples = tipo === 'text' || tipo === 'character varying';
    const comoTexto = simples ? col : sql`${col}::text`;
    const substituido = sql`regexp_replace(${comoTexto}, ${padrao}, ${MARCA_ANONIMA}, 'gi')`;
    // Back to the column's own type (jsonb, text[]…): the mark has no quote or comma to break it.
    const novo = simples ? substituido : sql`${substituido}::${sql.raw(tipo)}`;
    await tx.execute(
      sql`update ${identificador(tabela)} set ${col} = ${novo} where ${comoTexto} ~* ${padrao}`,
    );
  }
}

/** Whether a company's legal representative is the person leaving (same e-mail or name). */
const ehAPessoa = (pessoa: { nome: string; email: string }, rl: { nome: string; email: string }) =>
  rl.email.toLowerCase() === pessoa.email.toLowerCase() ||
  rl.nome.trim().toLowerCase() === pessoa.nome.trim().toLowerCase();

/**
 * A company user leaves (LGPD art. 18, VI): the account row stays, because the history points at
 * it, but the person's name, e-mail, phones and, when they are the company's legal
 * representative, CPF and RG are replaced; their sessions, links and pending e-mails end; every
 * trace of them in others' text is replaced too. What the call must keep (the company, its
 * solutions and signed PDFs, decisions, the audit trail) stays readable to staff.
 */
export async function anonimizarConta(tx: Executor, usuarioId: string, agora: Date): Promise<void> {
  const [pessoa] = await tx
    .select({ nome: usuario.nome, email: usuario.email, empresaId: usuario.empresaId })
    .from(usuario)
    .where(eq(usuario.id, usuarioId))
    .for('update');
  if (!pessoa) return;
  const telefones = await tx
    .select({ ddd: telefone.ddd, numero: telefone.numero })
    .from(telefone)
    .where(eq(telefone.usuarioId, usuarioId));
  const [rl] = pessoa.empresaId
    ? await tx
        .select({
          nome: empresa.responsavelLegalNome,
          cpf: empresa.responsavelLegalCpf,
          rg: empresa.responsavelLegalRg,
          email: empresa.responsavelLegalEmail,
        })
        .from(empresa)
        .where(eq(empresa.id, pessoa.empresaId))
    : [];
  const responsavelLegal = rl && ehAPessoa(pessoa, rl) ? rl : null;
  const anonimo = emailAnonimo(usuarioId);

  await tx.delete(telefone).where(eq(telefone.usuarioId, usuarioId));
  await encerrarAcessos(tx, usuarioId, agora, null);
  // The ended links still hold the address they went to: personal data, so the rows go too.
  await tx.delete(tokenConta).where(eq(tokenConta.usuarioId, usuarioId));
  await tx.delete(emailNaoConfirmado).where(eq(emailNaoConfirmado.usuarioId, usuarioId));
  // What was written to the person is theirs: the record that an e-mail went stays, its words
  // do not; what was still waiting is not sent.
  await tx
    .update(emailSaida)
    .set({ para: anonimo, texto: '', html: '' })
    .where(eq(sql`lower(${emailSaida.para})`, pessoa.email.toLowerCase()));
  await tx
    .update(emailSaida)
    .set({ status: 'falhou', ultimoErro: 'Conta excluída antes do envio.', reservadoAte: null })
    .where(and(eq(emailSaida.para, anonimo), eq(emailSaida.status, 'pendente')));
  if (responsavelLegal && pessoa.empresaId) {
    await tx
      .update(empresa)
      .set({
        responsavelLegalNome: NOME_ANONIMIZADO,
        responsavelLegalCpf: '00000000000',
        responsavelLegalRg: MARCA_ANONIMA,
        responsavelLegalCargo: null,
        responsavelLegalEmail: anonimo.slice(0, 100),
      })
      .where(eq(empresa.id, pessoa.empresaId));
  }
  // A manager's profile (CPF, role, phone), shortlist and saved searches go; the counted acts
  // stay, tied only to the anonymised account and the municipality.
  await tx.delete(gestorSelecao).where(eq(gestorSelecao.usuarioId, usuarioId));
  await tx.delete(buscaSalva).where(eq(buscaSalva.usuarioId, usuarioId));
  await tx.delete(gestor).where(eq(gestor.usuarioId, usuarioId));
  // The CPF gov.br gave is personal data like the name; without it the account stays unlinked.
  await tx.delete(govbrVinculo).where(eq(govbrVinculo.usuarioId, usuarioId));
  await tx
    .delete(govbrPendencia)
    .where(sql`${govbrPendencia.dados}->'identidade'->>'email' = ${pessoa.email.toLowerCase()}`);
  await tx
    .update(usuario)
    .set({
      nome: NOME_ANONIMIZADO,
      email: anonimo,
      login: anonimo,
      senhaHash: 'anonimizado',
      cargo: null,
      departamento: null,
      ativo: false,
      situacaoEmpresa: SITUACAO_MEMBRO.REMOVIDO,
      anonimizadoEm: agora,
    })
    .where(eq(usuario.id, usuarioId));
  await apagarTracos(
    tx,
    tracosDe({
      nome: pessoa.nome,
      email: pessoa.email,
      telefones,
      responsavelLegal,
    }),
  );
}
