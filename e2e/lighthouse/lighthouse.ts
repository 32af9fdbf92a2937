// `npm run lighthouse`: the public pages as a phone on a mobile network meets them.
// Starts the built portal on a fresh embedded database, publishes sample solutions through the
// API, runs Lighthouse 12 (its default mobile profile: Moto G Power, slow 4G, CPU ×4) on every
// public page with the system Chromium and prints the four scores and the timings. Goals: 95 in
// performance, 100 in the rest (the catalogue of one axis and a missing solution are noindex).
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import {
  criarEmpresaPublicadora,
  entrarComoAdministrador,
  enviarSolucaoComFoto,
  publicarPelaApi,
} from '../solucoes/apoio.ts';
import { iniciarServidorEmail } from '../support/caixa-email.ts';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.ts';
import { ROOT, startPortalServer } from '../support/portal-server.ts';

const SOLUCOES_DE_EXEMPLO = 3;
// Each page's whole report, to open in the Lighthouse viewer (reports/ is not versioned).
const RELATORIOS = join(ROOT, 'reports', 'lighthouse');

// A company confirms its e-mail before sending a solution: the journeys' own mail server.
const email = await iniciarServidorEmail();
const servidor = await startPortalServer({ smtpUrl: email.url });
// The server's PUBLIC_URL defaults to http://localhost:PORT: browsing there keeps the canonical
// links on the page's own host, as in production.
const base = servidor.url.replace('127.0.0.1', 'localhost');
process.env.E2E_BASE_URL = base;
process.env.E2E_EMAIL_DIR = email.dir;

async function publicarExemplos(): Promise<string[]> {
  const navegador = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const admin = await (await navegador.newContext({ baseURL: base })).newPage();
    await entrarComoAdministrador(admin);
    const ids: string[] = [];
    for (let i = 1; i <= SOLUCOES_DE_EXEMPLO; i++) {
      const empresa = await (await navegador.newContext({ baseURL: base })).newPage();
      const dados = await criarEmpresaPublicadora(empresa);
      const id = await enviarSolucaoComFoto(
        empresa,
        dados,
        `Semáforos inteligentes ${i} ${randomUUID().slice(0, 4)}`,
      );
      await publicarPelaApi(admin, id);
      ids.push(id);
    }
    return ids;
  } finally {
    await navegador.close();
  }
}

interface Linha {
  pagina: string;
  notas: number[];
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

const CATEGORIAS = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

// Now and then Lighthouse loses the trace of a load (NO_NAVSTART) and scores the page 0; a
// failure of the tool, not of the page, so the page is measured again.
const TENTATIVAS = 3;

async function medir(url: string, port: number) {
  for (let tentativa = 1; ; tentativa++) {
    const resultado = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIAS],
    });
    if (!resultado?.lhr.runtimeError || tentativa === TENTATIVAS) return resultado;
  }
}

try {
  const [solucao] = await publicarExemplos();
  const paginas = [
    '/',
    '/sobre',
    '/fornecedores',
    '/municipios',
    '/solutions',
    '/acessibilidade',
    '/privacidade',
    `/solutions/${solucao}`,
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const linhas: Linha[] = [];
  mkdirSync(RELATORIOS, { recursive: true });
  try {
    for (const pagina of paginas) {
      const resultado = await medir(`${base}${pagina}`, chrome.port);
      if (!resultado) throw new Error(`Lighthouse não devolveu resultado para ${pagina}`);
      const nome = pagina === '/' ? 'inicio' : pagina.slice(1).replace(/\//g, '-');
      writeFileSync(join(RELATORIOS, `${nome}.json`), JSON.stringify(resultado.lhr));
      const { categories, audits } = resultado.lhr;
      const valor = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      linhas.push({
        pagina: pagina.startsWith('/solutions/') ? '/solutions/{id}' : pagina,
        notas: CATEGORIAS.map((c) => Math.round((categories[c]?.score ?? 0) * 100)),
        fcp: valor('first-contentful-paint'),
        lcp: valor('largest-contentful-paint'),
        tbt: valor('total-blocking-time'),
        cls: valor('cumulative-layout-shift'),
        si: valor('speed-index'),
      });
      const falhas = CATEGORIAS.flatMap((c) =>
        (categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${c}: ${ref.id} (${audits[ref.id]?.score})`),
      );
      if (falhas.length > 0) console.log(`${pagina}: ${falhas.join('; ')}`);
    }
  } finally {
    await chrome.kill();
  }

  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log('\nLighthouse 12, perfil móvel (simulado: 4G lento, CPU ×4), Chromium do sistema\n');
  console.log(
    '| página | desempenho | acessibilidade | boas práticas | SEO | FCP | LCP | TBT | CLS | Speed Index |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const l of linhas) {
    console.log(
      `| ${l.pagina} | ${l.notas.join(' | ')} | ${s(l.fcp)} | ${s(l.lcp)} | ` +
        `${Math.round(l.tbt)} ms | ${l.cls.toFixed(3)} | ${s(l.si)} |`,
    );
  }
  console.log(`\nRelatórios completos em ${RELATORIOS}`);
} finally {
  await servidor.stop();
  await email.stop();
}
