import { describe, expect, it } from 'vitest';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { CELULAR, COMPUTADOR } from '../support/larguras.ts';
import { criarSolucaoPelaApi } from '../support/solucoes.ts';
import { criarEmpresa } from '../ipt/apoio.ts';

/**
 * The company's list with things to do: no CNPJ proof yet, solutions complete and not sent. The
 * steps are one box, folded on a phone, and the list begins on the first screen.
 */
describe('lista de soluções: os próximos passos numa caixa, a lista na primeira tela', () => {
  const { newPage } = useBrowser();

  it('no celular a caixa vem dobrada, a primeira solução aparece e o passo leva à linha', async () => {
    const page = await newPage({ viewport: CELULAR });
    await criarEmpresa(page);
    const titulos = ['Poda programada', 'Iluminação com telegestão'];
    for (const titulo of titulos) await criarSolucaoPelaApi(page, { titulo });
    await page.goto('/painel/lista-solucoes');

    const passos = await visible(
      page.getByRole('region', { name: 'Próximos passos · 3 pendências' }),
    );
    // The call's dates head the box (other files move the calendar: only its presence is ours).
    await visible(passos.getByRole('status'));
    const mostrar = passos.getByRole('button', { name: 'Mostrar' });
    expect(await mostrar.getAttribute('aria-expanded')).toBe('false');
    // The first solution starts, whole title and status, inside the first 844 px.
    const primeira = page.getByRole('listitem').filter({ hasText: titulos[1] });
    const caixa = (await (await visible(primeira)).boundingBox())!;
    expect(caixa.y + 120).toBeLessThan(CELULAR.height);
    await capturar(page, 'lista-celular-dobrada', { soATela: true });

    await mostrar.click();
    await visible(passos.getByText('Envie o comprovante de inscrição no CNPJ da empresa.'));
    await page.getByRole('button', { name: 'Filtrar soluções' }).click();
    await visible(page.getByRole('searchbox', { name: 'Buscar por título' }));
    expect(await violacoesAxe(page)).toEqual([]);
    await capturar(page, 'lista-celular-aberta');

    // Each step is a link: the first solution's leads to its row.
    await passos.getByRole('link', { name: 'Gerar e enviar o PDF' }).first().click();
    await expect.poll(() => page.evaluate('location.hash')).toMatch(/^#solucao-/);
    const alvo = page.locator(String(await page.evaluate('location.hash')));
    await expect
      .poll(() => alvo.evaluate((e) => e.getBoundingClientRect().top))
      .toBeLessThan(CELULAR.height);
  });

  it('no computador o código da lista vem ao passar o mouse no menu, e a caixa vem aberta', async () => {
    const page = await newPage({ viewport: COMPUTADOR });
    await criarEmpresa(page);
    await criarSolucaoPelaApi(page, { titulo: 'Sensores de enchente' });
    await page.goto('/painel');
    await page.locator('#root[data-app="pronto"]').waitFor({ state: 'attached' });
    const pedidos: string[] = [];
    page.on('request', (pedido) => pedidos.push(new URL(pedido.url()).pathname));
    const paraALista = page.getByRole('link', { name: 'Soluções cadastradas' });
    expect(pedidos.some((p) => /\/propostas-routes-[^/]+\.js$/.test(p))).toBe(false);
    // Resting on the link already asks for the list's code, before any click.
    await paraALista.hover();
    await expect
      .poll(() => pedidos.some((p) => /\/propostas-routes-[^/]+\.js$/.test(p)))
      .toBe(true);
    await paraALista.click();
    await page.waitForURL('**/painel/lista-solucoes');
    const passos = await visible(page.getByRole('region', { name: /^Próximos passos/ }));
    expect(
      await passos.getByRole('button', { name: 'Ocultar' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await visible(passos.getByRole('link', { name: 'Enviar comprovante' }));
    await visible(page.getByRole('searchbox', { name: 'Buscar por título' }));
    expect(await violacoesAxe(page)).toEqual([]);
    await capturar(page, 'lista-computador');
  });
});
