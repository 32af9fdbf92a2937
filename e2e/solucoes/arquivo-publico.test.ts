import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBrowser, visible } from '../support/browser.ts';
import {
  criarEmpresaPublicadora,
  entrarComoAdministrador,
  enviarSolucaoComFoto,
  publicarPelaApi,
} from './apoio.ts';

describe('anexos públicos', () => {
  const { newPage } = useBrowser();

  it('um anexo só aparece na página pública depois que o administrador o marca como público', async () => {
    const titulo = `Portfólio Público ${randomUUID().slice(0, 6)}`;
    const empresaPagina = await newPage();
    const empresa = await criarEmpresaPublicadora(empresaPagina);
    const propostaId = await enviarSolucaoComFoto(empresaPagina, empresa, titulo);
    const admin = await newPage();
    await entrarComoAdministrador(admin);
    await publicarPelaApi(admin, propostaId);

    const visitante = await newPage();
    await visitante.goto(`/solutions/${propostaId}`);
    await visible(visitante.getByRole('heading', { level: 1, name: titulo }));
    expect(await visitante.getByRole('link', { name: 'portfolio.pdf' }).count()).toBe(0);

    await admin.goto(`/ipt/solution/${propostaId}`);
    const chave = await visible(admin.getByRole('switch', { name: 'Público: portfolio.pdf' }));
    expect(await chave.isChecked()).toBe(false);
    await chave.click({ force: true });
    await expect.poll(() => chave.isChecked()).toBe(true);
    // The generated form never leaves the institute; the CNPJ card is the company's.
    expect(await admin.getByRole('switch', { name: 'Público: cartao-cnpj.pdf' }).count()).toBe(0);

    await visitante.reload();
    const anexo = await visible(visitante.getByRole('link', { name: 'portfolio.pdf' }));
    const resposta = await visitante.request.get((await anexo.getAttribute('href')) ?? '');
    expect(resposta.status()).toBe(200);
    expect((await resposta.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await visitante.getByRole('link', { name: 'proposta-assinada.pdf' }).count()).toBe(0);
  });
});
