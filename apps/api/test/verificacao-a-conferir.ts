import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { verificacaoAssinatura } from '../src/infra/db/schema-assinatura.ts';

/**
 * A verdict "a conferir" written straight to the table, for tests about who may decide and what
 * a decision records: signing a PDF for each would only slow them, and neither depends on bytes.
 */
export async function verificacaoAConferir(
  app: FastifyInstance,
  {
    propostaId,
    arquivoId,
    usuarioId,
  }: { propostaId: string; arquivoId: string; usuarioId: string },
): Promise<string> {
  const id = randomUUID();
  await app.db.insert(verificacaoAssinatura).values({
    id,
    propostaId,
    arquivoId,
    usuarioId,
    veredito: 'a_conferir',
    motivos: ['outro-signatario'],
    evidencias: { assinaturas: [], atualizacoesPosteriores: 0, primeiraRevisaoGerada: true },
    verificadaEm: new Date(),
  });
  return id;
}
