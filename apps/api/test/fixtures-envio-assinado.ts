import type { FastifyInstance } from 'fastify';
import type { VerificacaoAssinatura } from '@portal/domain';
import type { Clock } from '../src/infra/clock.ts';
import type { AppConfig } from '../src/infra/config.ts';
import { CPF_REPRESENTANTE } from './fixtures-assinatura.ts';
import {
  injectAs,
  novaEmpresa,
  signedInCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from './fixtures.ts';
import { signedInStaff } from './fixtures-equipe.ts';
import { baixarPdfGerado } from './fixtures-pdf-gerado.ts';
import { criarPropostaCompleta, enviarArquivo, enviarProvaCnpj } from './fixtures-proposta.ts';
import { buildTestApp } from './helper.ts';

/** The portal's signature rules in a test: the test root trusted, the rest off unless asked. */
type Regras = Partial<AppConfig['assinatura']> & Pick<AppConfig['assinatura'], 'ancoras'>;

export interface PortalDeAssinaturas {
  app: FastifyInstance;
  /** A company whose legal representative is the scenario's signer, its CNPJ card sent. */
  dono: UsuarioDeTeste & Sessao;
  analista: { cookie: string };
  /** A complete solution and the PDF the portal generated for it. */
  solucaoComPdf(): Promise<{ id: string; pdf: Buffer }>;
  /** Uploads `pdf` as the solution's signed form. */
  enviar(id: string, pdf: Buffer, nome?: string): ReturnType<typeof enviarArquivo>;
  /** The solution's signature verifications, as staff read them, newest first. */
  verificacoes(id: string): Promise<VerificacaoAssinatura[]>;
  /** The newest of them; the test fails if there is none. */
  verificacao(id: string): Promise<VerificacaoAssinatura>;
}

/** A portal, a company and an analyst, ready for signed PDFs to be uploaded and judged. */
export async function portalDeAssinaturas(
  regras: Regras,
  { clock }: { clock?: Clock } = {},
): Promise<PortalDeAssinaturas> {
  const app = await buildTestApp(
    { assinatura: { obrigatoria: false, lcrRedeTimeoutMs: null, ...regras } },
    clock ? { clock } : {},
  );
  const dono = await signedInCompanyUser(app, {
    empresa: novaEmpresa({ responsavelLegalCPF: CPF_REPRESENTANTE }),
  });
  await enviarProvaCnpj(app, dono);
  const analista = await signedInStaff(app);
  const verificacoes = async (id: string): Promise<VerificacaoAssinatura[]> =>
    (
      await injectAs(app, analista, { method: 'GET', url: `/api/proposta/${id}/assinaturas` })
    ).json();
  return {
    app,
    dono,
    analista,
    async solucaoComPdf() {
      const id = await criarPropostaCompleta(app, dono);
      return { id, pdf: await baixarPdfGerado(app, dono, id) };
    },
    enviar: (id, pdf, nome = 'proposta-assinada.pdf') =>
      enviarArquivo(app, dono, id, 'formassinado', pdf, nome),
    verificacoes,
    async verificacao(id) {
      const [ultima] = await verificacoes(id);
      if (!ultima) throw new Error(`A solução ${id} não tem verificação de assinatura.`);
      return ultima;
    },
  };
}
