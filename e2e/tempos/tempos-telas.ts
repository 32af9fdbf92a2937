// `npm run tempos:telas`: how long the private screens take to become usable. Starts the built
// portal on a fresh embedded database, seeds a company with a dozen solutions and the
// administrator, and for each screen prints the time from asking for the page to its main
// heading and to its first row of data: on the first visit (nothing cached), on the visits after
// it (median of five reloads), and reached from the menu inside the app. Printed, not asserted:
// goal ≤ 1.5 s after the first visit (docs/operacao.md).
import { chromium, type Page } from 'playwright-core';
import { criarEmpresa, entrarComoAdministrador, enviarSolucaoAssinada } from '../ipt/apoio.ts';
import { iniciarServidorEmail } from '../support/caixa-email.ts';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.ts';
import { COMPUTADOR } from '../support/larguras.ts';
import { irPeloMenu } from '../support/menu.ts';
import { startPortalServer } from '../support/portal-server.ts';
import { criarSolucaoPelaApi } from '../support/solucoes.ts';

const SOLUCOES = 12;
const REPETICOES = 5;

const email = await iniciarServidorEmail();
const servidor = await startPortalServer({ smtpUrl: email.url });
process.env.E2E_BASE_URL = servidor.url;
process.env.E2E_EMAIL_DIR = email.dir;

interface Tela {
  nome: string;
  caminho: string;
  /** The page's own h1, visible. */
  titulo: string;
  /** Resolves once the first row of the screen's data is on it. */
  primeiraLinha: (page: Page) => Promise<unknown>;
  /** How a person reaches it from another page of the area, by the menu. */
  peloMenu?: { de: string; rotulo: string };
}

const visivel = (seletor: string) => (page: Page) =>
  page.locator(seletor).first().waitFor({ state: 'visible', timeout: 30_000 });

/** The form is drawn before the data arrive: it counts once a field holds the person's name. */
async function campoPreenchido(page: Page) {
  const campo = page.locator('#conteudo [name="nome"]');
  await campo.waitFor({ timeout: 30_000 });
  while ((await campo.inputValue()) === '') await page.waitForTimeout(16);
}

const navegador = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const contexto = () => navegador.newContext({ baseURL: servidor.url, viewport: COMPUTADOR });

const empresa = await (await contexto()).newPage();
const dados = await criarEmpresa(empresa);
for (let i = 1; i < SOLUCOES; i++) await criarSolucaoPelaApi(empresa, { titulo: `Solução ${i}` });
const enviada = await enviarSolucaoAssinada(empresa, dados, 'Semáforos inteligentes');
const admin = await (await contexto()).newPage();
await entrarComoAdministrador(admin);

const TELAS_EMPRESA: Tela[] = [
  {
    nome: '/painel',
    caminho: '/painel',
    titulo: 'Usuário - Dados cadastrais',
    primeiraLinha: campoPreenchido,
    peloMenu: { de: '/painel/lista-solucoes', rotulo: 'Dados cadastrais' },
  },
  {
    nome: '/painel/lista-solucoes',
    caminho: '/painel/lista-solucoes',
    titulo: 'Soluções cadastradas',
    primeiraLinha: visivel('#conteudo tbody tr, #conteudo ul > li[id^="solucao-"]'),
    peloMenu: { de: '/painel', rotulo: 'Soluções cadastradas' },
  },
];
const TELAS_EQUIPE: Tela[] = [
  {
    nome: '/ipt/home',
    caminho: '/ipt/home',
    titulo: 'Estatísticas e soluções',
    primeiraLinha: visivel('#titulo-solucoes ~ * tbody tr'),
    peloMenu: { de: `/ipt/solution/${enviada}`, rotulo: 'Estatísticas e soluções' },
  },
  {
    nome: '/ipt/solution/{id}',
    caminho: `/ipt/solution/${enviada}`,
    titulo: 'Detalhes da solução',
    primeiraLinha: (page) =>
      page
        .getByRole('heading', { name: 'Semáforos inteligentes' })
        .waitFor({ state: 'visible', timeout: 30_000 }),
  },
];

/** Milliseconds from asking for the page to its heading and to its first row of data. */
async function medir(page: Page, tela: Tela, ir: () => Promise<unknown>) {
  const inicio = performance.now();
  await ir();
  const titulo = page.getByRole('heading', { level: 1, name: tela.titulo });
  await titulo.waitFor({ state: 'visible', timeout: 30_000 });
  const comTitulo = performance.now() - inicio;
  await tela.primeiraLinha(page);
  return { titulo: comTitulo, linha: performance.now() - inicio };
}

const mediana = (valores: number[]) => [...valores].sort((a, b) => a - b)[valores.length >> 1]!;
const ms = (valor: number) => `${Math.round(valor)}`.padStart(6);

async function medirTelas(page: Page, telas: Tela[]) {
  for (const tela of telas) {
    // A new context: nothing of the app in the browser's cache, as on a first visit.
    const primeira = await medir(page, tela, () =>
      page.goto(tela.caminho, { waitUntil: 'commit' }),
    );
    const depois = [];
    for (let i = 0; i < REPETICOES; i++)
      depois.push(await medir(page, tela, () => page.goto(tela.caminho, { waitUntil: 'commit' })));
    let menu = '     —';
    if (tela.peloMenu) {
      const { de, rotulo } = tela.peloMenu;
      const vezes = [];
      for (let i = 0; i < REPETICOES; i++) {
        await page.goto(de);
        await page.getByRole('heading', { level: 1 }).waitFor();
        vezes.push((await medir(page, tela, () => irPeloMenu(page, rotulo))).linha);
      }
      menu = ms(mediana(vezes));
    }
    console.log(
      `${tela.nome.padEnd(24)} ${ms(primeira.titulo)} ${ms(primeira.linha)} ` +
        `${ms(mediana(depois.map((d) => d.titulo)))} ${ms(mediana(depois.map((d) => d.linha)))} ${menu}`,
    );
  }
}

try {
  console.log('Tempo até o título e até a primeira linha de dados (ms), a 1366 px:');
  console.log(`${''.padEnd(24)} ${'1ª visita'.padEnd(13)} ${'depois'.padEnd(13)}   pelo`);
  console.log(
    `${'tela'.padEnd(24)} ${'título'.padStart(6)} ${'linha'.padStart(6)} ` +
      `${'título'.padStart(6)} ${'linha'.padStart(6)} ${'menu'.padStart(6)}`,
  );
  await medirTelas(empresa, TELAS_EMPRESA);
  await medirTelas(admin, TELAS_EQUIPE);
} finally {
  await navegador.close();
  await servidor.stop();
  await email.stop();
}
