import { randomUUID } from 'node:crypto';
import { verificacaoAssinatura } from '../../src/db/schema-assinatura.ts';
import type { FixturesAcesso } from './fixtures-acesso.ts';
import type { EntradaAcesso } from './tabela-acesso.ts';

/**
 * A verdict "a conferir" on company A's solution, written straight to the table: signing a PDF
 * for each call would only slow the matrix, and who may decide does not depend on the bytes.
 */
async function verificacaoAConferir(f: FixturesAcesso): Promise<string> {
  const id = randomUUID();
  await f.app.db.insert(verificacaoAssinatura).values({
    id,
    propostaId: f.propostaA,
    arquivoId: f.arquivoA,
    usuarioId: f.empresaA.id,
    veredito: 'a_conferir',
    motivos: ['outro-signatario'],
    evidencias: { assinaturas: [], atualizacoesPosteriores: 0, primeiraRevisaoGerada: true },
    verificadaEm: new Date(),
  });
  return id;
}

/** The signed PDF's verdicts (issue 23): staff read them and decide those "a conferir". */
export const ENTRADAS_ASSINATURA: EntradaAcesso[] = [
  {
    rota: 'GET /api/proposta/:id/assinaturas',
    acesso: 'staff',
    amostra: (f) => ({ url: `/api/proposta/${f.propostaA}/assinaturas` }),
  },
  {
    rota: 'POST /api/proposta/:id/assinaturas/:verificacaoId/decisao',
    acesso: 'staff',
    amostra: async (f) => ({
      url: `/api/proposta/${f.propostaA}/assinaturas/${await verificacaoAConferir(f)}/decisao`,
      payload: { decisao: 'aceita', justificativa: 'Conferida pela matriz.' },
    }),
  },
];
