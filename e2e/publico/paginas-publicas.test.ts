import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EIXOS } from '@portal/domain';
import { ROOT } from '../support/portal-server.ts';
import { useBrowser, visible } from '../support/browser.ts';

const contato = JSON.parse(readFileSync(join(ROOT, 'content/contato.json'), 'utf8')) as {
  endereco: string;
  telefone: string;
  emails: string[];
};

describe('páginas públicas', () => {
  const { newPage } = useBrowser();

  it('Home: edital em destaque abre o PDF, Saiba mais, contato e compartilhamento', async () => {
    const page = await newPage();
    const pageViews: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/pageviews')) pageViews.push(request.postData() ?? '');
    });
    await page.goto('/');

    const edital = await visible(
      page.getByRole('link', { name: /Edital de convocação para participação no programa/ }),
    );
    expect(await edital.getAttribute('target')).toBe('_blank');
    const href = (await edital.getAttribute('href')) ?? '';
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await visible(page.getByText(contato.endereco));
    await visible(page.getByText(contato.telefone).first());
    for (const email of contato.emails) {
      expect(await page.getByRole('link', { name: email }).first().getAttribute('href')).toBe(
        `mailto:${email}`,
      );
    }

    const partilhas: [string, RegExp][] = [
      ['Compartilhar no WhatsApp', /^https:\/\/wa\.me\/\?text=/],
      ['Compartilhar no LinkedIn', /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/],
      ['Compartilhar no Facebook', /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/],
      ['Compartilhar no X', /^https:\/\/x\.com\/intent\/post\?/],
      ['Compartilhar por e-mail', /^mailto:\?subject=/],
    ];
    for (const [nome, padrao] of partilhas) {
      const link = page.getByRole('link', { name: nome, exact: true });
      expect(await link.getAttribute('href')).toMatch(padrao);
      expect(decodeURIComponent((await link.getAttribute('href')) ?? '')).toContain(page.url());
    }

    await page.getByRole('link', { name: 'Saiba mais' }).click();
    await visible(page.getByRole('heading', { level: 1, name: /Sobre a chamada/ }));
    expect(new URL(page.url()).pathname).toBe('/sobre');
    await expect.poll(() => pageViews).toEqual(['{"path":"/"}', '{"path":"/sobre"}']);
  });

  it('cabeçalho deslogado, menu de mais opções e rodapé', async () => {
    const page = await newPage();
    await page.goto('/sobre');
    const principal = page.getByRole('navigation', { name: 'Menu principal' });
    expect(await principal.getByRole('link', { name: 'Cadastre-se' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(await principal.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe(
      '/login',
    );
    const redes = page.getByRole('navigation', {
      name: 'Redes sociais do Governo do Estado de São Paulo',
    });
    expect(await redes.getByRole('link').count()).toBeGreaterThanOrEqual(5);

    await page.getByRole('button', { name: 'Mais opções' }).click();
    for (const item of ['Início', 'Sobre a chamada', 'Fornecedores', 'Municípios', 'Soluções']) {
      await visible(page.getByRole('menuitem', { name: item }));
    }
    await page.getByRole('menuitem', { name: 'Fornecedores' }).click();
    await visible(page.getByRole('heading', { level: 1, name: /Fornecedores/ }));

    for (const nome of ['Ouvidoria', 'Transparência', 'SIC']) {
      const link = page.getByRole('contentinfo').getByRole('link', { name: nome, exact: true });
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.\w+\.sp\.gov\.br/);
    }
    await visible(
      page.getByRole('contentinfo').getByRole('img', { name: 'Governo do Estado de São Paulo' }),
    );
  });

  it('/sobre fala de cidades inteligentes, da secretaria, do IPT e do repositório', async () => {
    const page = await newPage();
    await page.goto('/sobre');
    const texto = (await page.locator('main').innerText()).toLowerCase();
    for (const trecho of [
      'cidades inteligentes',
      'secretaria',
      'ipt',
      'avaliação técnica',
      'repositório',
    ]) {
      expect(texto).toContain(trecho);
    }
  });

  it('/fornecedores mostra os cinco eixos e CADASTRE-SE leva ao cadastro', async () => {
    const page = await newPage();
    await page.goto('/fornecedores');
    for (const eixo of EIXOS) {
      await visible(page.getByRole('heading', { level: 3, name: eixo.descricao }));
    }
    await visible(page.getByRole('link', { name: 'Compartilhar no WhatsApp' }));
    await page.locator('main').getByRole('link', { name: 'CADASTRE-SE', exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: /Cadastro de empresa e usuário/ }));
  });

  it('/municipios: cinco abas com caderno, modelos e "Ver soluções"; documentos ausentes "em breve"', async () => {
    const page = await newPage();
    await page.goto('/municipios');
    const abas = [
      'Conectividade',
      'Governança e planejamento urbano',
      'Mobilidade urbana',
      'Segurança',
      'Serviços',
    ];
    for (const [i, aba] of abas.entries()) {
      const tab = page.getByRole('tab', { name: aba });
      await tab.click();
      // The first click loads the app, which then opens the tab: only then is its panel shown.
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      const painel = page.getByRole('tabpanel');
      await visible(
        painel.getByRole('heading', { level: 4, name: 'Modelos de termo de referência' }),
      );
      expect(await painel.getByRole('link', { name: 'Ver soluções' }).getAttribute('href')).toBe(
        `/solutions?eixo=${i + 1}`,
      );
      const emBreve = painel.getByRole('button', { name: /Documento em breve/ });
      // caderno técnico + quatro modelos, nenhum ainda entregue pelo operador (a lista de
      // documentos chega depois da aba: espera o último antes de contar)
      await visible(emBreve.nth(4));
      expect(await emBreve.count()).toBe(5);
      expect(await emBreve.first().getAttribute('aria-disabled')).toBe('true');
    }
    await visible(page.getByRole('button', { name: /Modelos de contratação.*Documento em breve/ }));
    await visible(
      page.getByRole('button', { name: /Fontes de financiamento.*Documento em breve/ }),
    );
    expect(await page.locator('main a[href=""], main a:not([href])').count()).toBe(0);
  });
});
