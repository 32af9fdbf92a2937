import { randomUUID } from 'node:crypto';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { formatarCpf } from '@portal/domain';
import { escolher } from '../ipt/apoio.ts';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { serNoGovbr } from '../support/govbr.ts';
import { LARGURAS } from '../support/larguras.ts';

/**
 * A municipal manager without an account signs up with gov.br: the sign-up's first button, the
 * link/register screen with gov.br's name, e-mail and CPF fixed, only the municipality and role
 * asked, and the manager's area, verified at once by the public body's e-mail domain the test
 * portal is configured with (portal-server.ts).
 */
describe('gestor público cadastrado pelo gov.br', () => {
  const { newPage } = useBrowser();

  it.each(LARGURAS)(
    'no %s: cadastra-se com gov.br e chega verificado à sua área',
    async (tela, viewport) => {
      const page = await newPage({ viewport });
      const pessoa = {
        cpf: generateCpf(),
        nome: 'Renata Duarte Lima',
        email: `gestora-${randomUUID().slice(0, 8)}@prefeitura.sp.gov.br`,
        nivel: 'silver' as const,
      };
      await serNoGovbr(page, pessoa);

      await page.goto('/gestor/cadastro');
      const govbr = await visible(page.getByRole('link', { name: 'Cadastrar com gov.br' }));
      // gov.br is the preferred way: it comes before the e-mail and password form.
      const nome = page.getByLabel('Nome completo');
      expect(
        await govbr.evaluate(
          (link, campo) => (link.compareDocumentPosition(campo!) & 4) !== 0,
          await nome.elementHandle(),
        ),
      ).toBe(true);
      expect(await violacoesAxe(page)).toEqual([]);
      await capturar(page, `gestor-cadastro-govbr-${tela}`);
      await govbr.click();

      await page.waitForURL((url) => url.pathname === '/acesso/govbr');
      await visible(page.getByRole('heading', { name: 'Primeira entrada com gov.br' }));
      const conteudo = page.locator('#conteudo');
      expect(await conteudo.getByLabel('Nome completo', { exact: true }).inputValue()).toBe(
        pessoa.nome,
      );
      expect(await conteudo.getByLabel('E-mail', { exact: true }).inputValue()).toBe(pessoa.email);
      expect(await conteudo.getByLabel('CPF', { exact: true }).inputValue()).toBe(
        formatarCpf(pessoa.cpf),
      );
      for (const campo of ['Nome completo', 'E-mail', 'CPF']) {
        expect(
          await conteudo.getByLabel(campo, { exact: true }).getAttribute('readonly'),
        ).not.toBeNull();
      }
      // No password: the manager signs in with gov.br.
      expect(await conteudo.locator('input[type="password"]').count()).toBe(0);
      await visible(conteudo.getByRole('combobox', { name: /^Município/ }));
      expect(await violacoesAxe(page)).toEqual([]);
      await capturar(page, `gestor-govbr-primeira-entrada-${tela}`);

      await conteudo.getByLabel('Cargo ou função').fill('Secretária de Inovação');
      await escolher(page, /^Estado/, 'São Paulo (SP)');
      await escolher(page, /^Município/, 'Campinas');
      await conteudo.getByRole('checkbox', { name: /Li e aceito os termos/ }).check();
      await conteudo.getByRole('button', { name: 'Criar conta de gestor' }).click();

      await page.waitForURL('**/gestor', { timeout: 20_000 });
      await visible(page.getByText('Cadastro verificado: você pode salvar e comparar soluções.'));
      await visible(page.getByText(`Nome: ${pessoa.nome}`));
      await visible(page.getByText('Município: Campinas/SP (IBGE 3509502)'));
      await visible(page.getByText(`E-mail institucional: ${pessoa.email}`));
      expect(await violacoesAxe(page)).toEqual([]);
      await capturar(page, `gestor-govbr-area-${tela}`);
    },
  );
});
