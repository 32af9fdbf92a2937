import { verificacaoAConferir } from '../verificacao-a-conferir.ts';
import type { FixturesAcesso } from './fixtures-acesso.ts';
import type { EntradaAcesso } from './tabela-acesso.ts';

const novaVerificacao = (f: FixturesAcesso) =>
  verificacaoAConferir(f.app, {
    propostaId: f.propostaA,
    arquivoId: f.arquivoA,
    usuarioId: f.empresaA.id,
  });

/** The signed PDF's verdicts: staff read them and decide those "a conferir". */
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
      url: `/api/proposta/${f.propostaA}/assinaturas/${await novaVerificacao(f)}/decisao`,
      payload: { decisao: 'aceita', justificativa: 'Conferida pela matriz.' },
    }),
  },
];
