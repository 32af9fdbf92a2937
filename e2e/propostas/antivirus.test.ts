import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { ASSINATURA_EICAR, EICAR } from '../../apps/api/test/clamd-de-teste.ts';
import { pdf } from '../support/arquivos.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { minimalPdf } from '../support/portal-server.ts';
import { campo, entrarComContaNova } from './apoio.ts';

describe('antivírus nos anexos', () => {
  const { newPage } = useBrowser();

  it('o anexo com vírus é recusado com o nome da ameaça; o limpo vai', async () => {
    const page = await newPage();
    await entrarComContaNova(page);
    await page.goto('/painel/propostas');
    await (await visible(campo(page, 'titulo'))).fill('Iluminação que se acende sozinha');
    await campo(page, 'descricao').fill('Postes com sensor de presença.');
    const infectado = {
      name: 'portfolio-infectado.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([minimalPdf('Portfólio'), EICAR]),
    };
    await campo(page, 'portfolios').setInputFiles([pdf('portfolio-limpo.pdf'), infectado]);
    await page.getByRole('button', { name: 'Confirmar cadastro' }).click();

    const motivo = MENSAGENS.arquivoComVirus('portfolio-infectado.pdf', ASSINATURA_EICAR);
    await visible(page.getByText(motivo));
    const enviados = await visible(page.getByRole('status').filter({ hasText: 'Arquivo enviado' }));
    expect(await enviados.textContent()).toContain('portfolio-limpo.pdf');
    expect(await enviados.textContent()).not.toContain('portfolio-infectado.pdf');
    await capturar(page, 'anexo-com-virus-recusado');
  });
});
