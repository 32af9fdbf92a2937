import { and, count, eq, ne } from 'drizzle-orm';
import {
  podeExcluirAPropriaConta,
  SITUACAO_MEMBRO,
  STATUS_PROPOSTA,
  type MeusDados,
} from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { proposta } from '../../infra/db/schema-propostas.ts';
import { empresa, usuario } from '../../infra/db/schema.ts';

/**
 * What leaving would do, told before the person confirms and after: the company stays in any
 * case, and its last member who leaves while it has submitted solutions learns why its data
 * stays and whom to ask.
 */
export async function exclusaoDaConta(
  db: Executor,
  usuarioId: string,
): Promise<MeusDados['exclusao']> {
  const [conta] = await db
    .select({
      tipoUsuario: usuario.tipoUsuario,
      empresaId: usuario.empresaId,
      situacao: usuario.situacaoEmpresa,
      empresa: empresa.nomeOficial,
    })
    .from(usuario)
    .leftJoin(empresa, eq(empresa.id, usuario.empresaId))
    .where(eq(usuario.id, usuarioId));
  const permitida = conta !== undefined && podeExcluirAPropriaConta(conta.tipoUsuario);
  if (!conta || !permitida || !conta.empresaId || conta.situacao !== SITUACAO_MEMBRO.ATIVO) {
    return { permitida, ultimoIntegrante: false, empresaComSolucoesEnviadas: false, empresa: null };
  }
  const [membros] = await db
    .select({ n: count() })
    .from(usuario)
    .where(
      and(
        eq(usuario.empresaId, conta.empresaId),
        eq(usuario.situacaoEmpresa, SITUACAO_MEMBRO.ATIVO),
        eq(usuario.ativo, true),
      ),
    );
  const [enviadas] = await db
    .select({ n: count() })
    .from(proposta)
    .where(
      and(
        eq(proposta.empresaId, conta.empresaId),
        ne(proposta.statusPropostaId, STATUS_PROPOSTA.AGUARDANDO_EMPRESA),
      ),
    );
  return {
    permitida,
    ultimoIntegrante: (membros?.n ?? 0) <= 1,
    empresaComSolucoesEnviadas: (enviadas?.n ?? 0) > 0,
    empresa: conta.empresa,
  };
}
