import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { minimalPdf } from '../support/portal-server.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { irPeloMenu } from '../support/menu.ts';
import { entrarComoAdministrador, entrarComoAnalista } from './apoio.ts';

const EDITAL = /Edital de convocação para participação no programa/;

async function escolherArquivo(
  page: Page,
  botao: Locator,
  arquivo: Parameters<Locator['setInputFiles']>[0],
) {
  const [seletor] = await Promise.all([page.waitForEvent('filechooser'), botao.click()]);
  await seletor.setFiles(arquivo);
}

describe('documentos do programa', () => {
  const { newPage } = useBrowser();

  it('o administrador envia o edital e o banner da Home baixa exatamente esse PDF', async () => {
    const conteudo = minimalPdf(`Edital ${randomUUID()}`);
    const admin = await newPage();
    await entrarComoAdministrador(admin);
    await admin.goto('/ipt/home');
    await irPeloMenu(admin, 'Documentos', { grupo: 'Administração' });
    await visible(admin.getByRole('heading', { level: 1, name: 'Documentos do programa' }));

    const edital = admin.getByRole('region', { name: 'Edital' }).getByRole('listitem');
    const botao = edital.getByRole('button', { name: EDITAL });

    // O que não é PDF é recusado antes de viajar.
    await escolherArquivo(admin, botao, {
      name: 'edital.png',
      mimeType: 'image/png',
      buffer: Buffer.from('não é pdf'),
    });
    await visible(edital.getByText('O arquivo deve ser um PDF.'));

    await escolherArquivo(admin, botao, {
      name: 'edital-2025.pdf',
      mimeType: 'application/pdf',
      buffer: conteudo,
    });
    await visible(edital.getByText('Documento atualizado com sucesso!'));
    await visible(edital.getByText(/edital-2025\.pdf/));
    await visible(edital.getByText(/por /));

    // Um visitante abre a Home: o banner leva ao PDF enviado, em nova aba.
    const visitante = await newPage();
    await visitante.goto('/');
    const banner = await visible(visitante.getByRole('link', { name: EDITAL }));
    expect(await banner.getAttribute('target')).toBe('_blank');
    // The tab opens on the link's address; a headless browser downloads the PDF there instead of
    // showing it, so what the tab holds is read from the link itself.
    await Promise.all([visitante.context().waitForEvent('page'), banner.click()]);
    const href = (await banner.getAttribute('href')) ?? '';
    const resposta = await visitante.request.get(href);
    expect(resposta.status()).toBe(200);
    expect(resposta.headers()['content-type']).toContain('application/pdf');
    expect(Buffer.compare(await resposta.body(), conteudo)).toBe(0);
  });

  it('só o administrador vê a página dos documentos', async () => {
    const admin = await newPage();
    await entrarComoAdministrador(admin);
    const analista = await newPage();
    await entrarComoAnalista(analista, admin);
    await analista.goto('/ipt/documentos');
    await visible(analista.getByRole('heading', { level: 1, name: 'Acesso não permitido' }));
    const menu = analista.getByRole('navigation', { name: 'Menu principal' });
    await visible(menu.getByRole('link', { name: 'Estatísticas e soluções' }));
    expect(await menu.getByRole('link', { name: 'Documentos' }).count()).toBe(0);
  });
});
