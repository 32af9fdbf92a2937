import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { criarConta, entrarPelaTela } from '../acesso/contas.ts';
import { entrarComoAdministrador } from '../ipt/apoio.ts';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { irPeloMenu } from '../support/menu.ts';
import { capturar } from '../support/capturas.ts';
import { LARGURAS } from '../support/larguras.ts';

async function semViolacoes(page: Page, onde: string) {
  expect(await violacoesAxe(page), onde).toEqual([]);
}

const CAIXA_ACEITE = 'Li e aceito os novos termos de uso e o aviso de privacidade.';

/** Ticks the box and accepts, on the page the guard led to. */
async function aceitar(page: Page) {
  await visible(page.getByRole('heading', { level: 1, name: 'Novos termos de uso' }));
  await page.getByRole('checkbox', { name: CAIXA_ACEITE }).check();
  await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
}

describe('termos de uso e aviso de privacidade', () => {
  const { newPage } = useBrowser();

  // Every file after this one signs in as the same administrator, who accepts each version they
  // publish with the publication: nothing is left for them to accept.

  for (const [, viewport] of LARGURAS) {
    const largura = viewport.width;
    it(
      `o aviso mostra o encarregado editado e, com termos novos, a entrada pede o aceite uma vez (${largura} px)`,
      { timeout: 120_000 },
      async () => {
        const [admin, visitante, page] = await Promise.all([
          newPage({ viewport }),
          newPage({ viewport }),
          newPage({ viewport }),
        ]);
        // The company registers before the new version: it accepted only the one in force then.
        const [conta] = await Promise.all([
          criarConta('Helena Prado Martins'),
          entrarComoAdministrador(admin),
        ]);

        // The administrator names a new encarregado.
        if (largura >= 1366) {
          await admin.goto('/ipt/home');
          await irPeloMenu(admin, 'Privacidade', { grupo: 'Administração' });
          await admin.waitForURL('**/ipt/privacidade');
        } else {
          await admin.goto('/ipt/privacidade');
        }
        const nome = `Joana Prates ${largura}`;
        const email = `dpo-${randomUUID().slice(0, 8)}@exemplo.sp.gov.br`;
        const contato = admin.getByRole('form', { name: 'Controlador e encarregado' });
        await contato.getByRole('textbox', { name: 'Nome do encarregado' }).fill(nome);
        await contato.getByRole('textbox', { name: 'E-mail do encarregado' }).fill(email);
        await contato.getByRole('button', { name: 'Salvar controlador e encarregado' }).click();
        await visible(contato.getByText(MENSAGENS.contatoPrivacidadeSalvo));

        // A visitor reaches the notice from the footer and finds them at the top.
        await visitante.goto('/');
        await visitante.getByRole('contentinfo').getByRole('link', { name: 'Privacidade' }).click();
        await visitante.waitForURL('**/privacidade');
        const encarregado = visitante.getByRole('region', {
          name: 'Encarregado pelo tratamento de dados pessoais',
        });
        await visible(encarregado.getByText(nome));
        expect(await encarregado.getByRole('link', { name: email }).getAttribute('href')).toBe(
          `mailto:${email}`,
        );
        await semViolacoes(visitante, 'aviso de privacidade');
        await capturar(visitante, `aviso-privacidade-${largura}`);

        // A new version, confirmed in a dialog.
        const resumo = `O prazo de resposta aos pedidos passa a constar do aviso (${largura}).`;
        const publicar = admin.getByRole('form', { name: 'Publicar nova versão' });
        await publicar.getByRole('textbox', { name: 'O que mudou nesta versão' }).fill(resumo);
        await publicar.getByRole('button', { name: 'Publicar nova versão' }).click();
        const confirmacao = await visible(
          admin.getByRole('dialog', { name: 'Publicar uma nova versão dos termos?' }),
        );
        await visible(confirmacao.getByText(/na próxima vez que entrarem/));
        await semViolacoes(admin, 'confirmação da publicação');
        await capturar(admin, `publicar-termos-${largura}`, { soATela: true });
        await confirmacao.getByRole('button', { name: 'Publicar' }).click();
        await visible(admin.getByText(/^Versão \d+ dos termos publicada\./));
        await visible(
          admin
            .getByRole(largura < 992 ? 'list' : 'table', { name: 'Versões dos termos' })
            .getByText(resumo),
        );
        await semViolacoes(admin, 'página de privacidade dos administradores');
        await capturar(admin, `privacidade-administradores-${largura}`);

        // The company's next sign-in leads to the new terms, and nowhere else until accepted.
        await entrarPelaTela(page, conta, /\/termos\/aceite\?voltar=%2Fpainel$/);
        await visible(page.getByText(resumo));
        await page.goto('/painel/lista-solucoes');
        await page.waitForURL(/\/termos\/aceite\?voltar=%2Fpainel%2Flista-solucoes$/);
        await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
        await visible(page.getByText(MENSAGENS.termosNaoAceitos));
        await semViolacoes(page, 'aceite sem a caixa marcada');
        await capturar(page, `aceite-termos-${largura}`);
        await aceitar(page);
        await page.waitForURL('**/painel/lista-solucoes');

        // Accepted once: signing in again goes straight to the panel.
        await page.goto('/logout');
        await visible(page.getByRole('heading', { name: MENSAGENS.sessaoEncerrada }));
        await entrarPelaTela(page, conta);

        // Who published the version accepted it then: the administrator goes on unasked.
        await admin.goto('/ipt/home');
        await visible(admin.getByRole('button', { name: 'Mais opções' }));
        expect(new URL(admin.url()).pathname).toBe('/ipt/home');
      },
    );
  }
});
