import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { portalDoWorker } from '../support/portal-do-worker.ts';
import type { Page } from 'playwright-core';
import {
  criarEmpresa,
  entrarComoAdministrador,
  enviarSolucaoAssinada,
  SENHA,
} from '../ipt/apoio.ts';
import { publicarPelaApi } from '../solucoes/apoio.ts';
import { empresaNova } from '../support/empresas.ts';
import { criarSolucaoPelaApi } from '../support/solucoes.ts';

/** Tables and lists are checked full: the staff table's default page holds fifty rows. */
export const LINHAS = 50;

/** What the screens are checked with: one portal, seeded once per run for every area's file. */
export interface Semente {
  empresa: { email: string; senha: string; empresaId: string };
  /** Published: the public catalogue and the public page of a solution. */
  publicadaId: string;
  /** Sent for evaluation, signed: the staff's detail page and its status change. */
  assinadaId: string;
  /** Still being written: the company's form with its files and the portal preview. */
  rascunhoId: string;
}

/**
 * Each area's file runs against its worker's portal: the first one there seeds, the others read
 * what it wrote beside the portal's files, which the run deletes at its end.
 */
const arquivoSemente = () =>
  join(dirname(portalDoWorker().contentDir), 'semente-acessibilidade.json');

/** `fazer(1…n)`, a few at a time: the seeding waits on the network more than on the server. */
async function emParalelo<T>(n: number, fazer: (i: number) => Promise<T>): Promise<T[]> {
  const resultados: T[] = [];
  for (let inicio = 1; inicio <= n; inicio += 5) {
    const lote = Array.from({ length: Math.min(5, n - inicio + 1) }, (_, j) => fazer(inicio + j));
    resultados.push(...(await Promise.all(lote)));
  }
  return resultados;
}

const doisDigitos = (i: number) => String(i).padStart(2, '0');

async function semear(page: Page, admin: Page): Promise<Semente> {
  // Fifty companies in the staff's list: this one, and others that only register.
  await emParalelo(LINHAS - 1, async (i) => {
    const empresa = empresaNova({ nomeOficial: `Empresa de Teste ${doisDigitos(i)} Ltda.` });
    const email = `e2e-acessibilidade-${randomUUID().slice(0, 8)}@exemplo.com.br`;
    const resposta = await page.request.put('/api/cadastro/usuario', {
      data: {
        nome: 'Renata Paiva Campos',
        email,
        login: email,
        senhaNova: SENHA,
        aceiteLGPD: true,
        telefones: [{ ddd: '11', numero: '987654321', tipoTelefone: 1, observacoes: '' }],
        empresa,
      },
    });
    if (resposta.status() !== 201) throw new Error(`Cadastro: ${await resposta.text()}`);
  });
  const empresa = await criarEmpresa(page, { nomeOficial: 'Cidade Viva Acessível Ltda.' });
  const ids = await emParalelo(LINHAS, (i) =>
    criarSolucaoPelaApi(page, { titulo: `Semáforo adaptativo ${doisDigitos(i)}` }),
  );
  // Publishing writes the audit log too: fifty entries for the staff's audit table.
  await emParalelo(LINHAS, (i) => publicarPelaApi(admin, ids[i - 1]!));
  const assinadaId = await enviarSolucaoAssinada(
    page,
    empresa,
    'Iluminação pública com telegestão',
  );
  const rascunhoId = await criarSolucaoPelaApi(page, { titulo: 'Sensores de enchente no córrego' });
  return {
    empresa: { email: empresa.email, senha: SENHA, empresaId: empresa.empresaId },
    publicadaId: ids[0]!,
    assinadaId,
    rascunhoId,
  };
}

/** The run's seeded portal, seeding it on first use. */
export async function sementePortal(novaPagina: () => Promise<Page>): Promise<Semente> {
  const arquivo = arquivoSemente();
  if (existsSync(arquivo)) return JSON.parse(readFileSync(arquivo, 'utf8')) as Semente;
  const [page, admin] = await Promise.all([novaPagina(), novaPagina()]);
  await entrarComoAdministrador(admin);
  const semente = await semear(page, admin);
  await Promise.all([page.context().close(), admin.context().close()]);
  writeFileSync(`${arquivo}.parcial`, JSON.stringify(semente));
  renameSync(`${arquivo}.parcial`, arquivo);
  return semente;
}
