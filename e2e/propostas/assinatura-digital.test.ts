import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  assinarPdf,
  CPF_REPRESENTANTE,
  type Identidade,
} from '../../apps/api/test/fixtures-assinatura.ts';
import { cenarioDoServidor, pdfGeradoPelaApi } from '../support/assinatura.ts';
import { png } from '../support/arquivos.ts';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { entrarComoAdministrador, entrarComoAnalista } from '../solucoes/apoio.ts';
import {
  criarSolucaoPelaApi,
  entrarComContaNova,
  enviarArquivoPelaApi,
  enviarProvaCnpj,
} from './apoio.ts';
import { TELA_DA_EMPRESA, TELA_DA_EQUIPE } from '../support/larguras.ts';

/**
 * The signed PDF checked on upload: the company reads the verdict at once; an analyst
 * reads who signed, the CPF, the chain and the reasons, and decides.
 */

/** A company whose legal representative is the test certificate's CPF, with a complete solution. */
async function solucaoParaAssinar(page: Page) {
  const conta = await entrarComContaNova(page, { responsavelLegalCPF: CPF_REPRESENTANTE });
  await enviarProvaCnpj(page, conta.empresaId);
  const titulo = `Semáforo ${randomUUID().slice(0, 6)}`;
  const id = await criarSolucaoPelaApi(page, { titulo });
  await enviarArquivoPelaApi(page, id, 'fotos', png('cruzamento.png'));
  return { id, titulo };
}

const assinada = async (page: Page, id: string, quem: Identidade) => ({
  name: 'proposta-assinada.pdf',
  mimeType: 'application/pdf',
  buffer: await assinarPdf(await pdfGeradoPelaApi(page, id), quem),
});

// The company on its phone, the analyst at a desk (larguras.ts).
describe('assinatura digital do PDF', () => {
  const { newPage } = useBrowser();

  it('a empresa envia o PDF assinado pelo responsável legal e lê "Assinatura verificada"', async () => {
    const page = await newPage({ viewport: TELA_DA_EMPRESA });
    const { id, titulo } = await solucaoParaAssinar(page);
    const arquivo = await assinada(page, id, (await cenarioDoServidor()).representante);
    await page.goto('/painel/lista-solucoes');
    const [seletor] = await Promise.all([
      page.waitForEvent('filechooser'),
      (
        await visible(page.getByRole('button', { name: `Enviar PDF assinado de ${titulo}` }))
      ).click(),
    ]);
    await seletor.setFiles(arquivo);
    const confirmacao = await visible(
      page.getByRole('dialog', { name: 'Tem certeza que deseja continuar?' }),
    );
    await confirmacao.getByRole('button', { name: 'Enviar PDF assinado' }).click();
    // The outcome in one sentence; the signature's verdict on a line of its own.
    const aviso = await visible(
      page.getByRole('status').filter({ hasText: 'PDF assinado enviado' }),
    );
    expect(await aviso.textContent()).toContain(`A solução "${titulo}" segue para avaliação.`);
    expect(await aviso.locator('[data-detalhe="sucesso"]').textContent()).toBe(
      'Assinatura verificada: é do responsável legal, no PDF gerado pelo portal.',
    );
    await capturar(page, 'assinatura-verificada-celular');
    expect(await violacoesAxe(page)).toEqual([]);
  });

  it('o analista vê quem assinou, o CPF, a cadeia e os motivos de uma assinatura a conferir, e decide', async () => {
    const empresa = await newPage({ viewport: TELA_DA_EMPRESA });
    const { id } = await solucaoParaAssinar(empresa);
    await enviarArquivoPelaApi(
      empresa,
      id,
      'formassinado',
      await assinada(empresa, id, (await cenarioDoServidor()).outraPessoa),
    );

    const admin = await newPage();
    await entrarComoAdministrador(admin);
    const page = await newPage({ viewport: TELA_DA_EQUIPE });
    await entrarComoAnalista(page, admin);
    await page.goto(`/ipt/solution/${id}`);
    const secao = page.getByRole('region', { name: 'Assinatura digital do PDF' });
    await visible(secao.getByText('Assinatura a conferir'));
    await visible(secao.getByText('Assinatura 1: JOAO SOUZA:11144477735'));
    await visible(secao.getByText('CPF: 111.444.777-35'));
    await visible(
      secao.getByText(
        'Quem assinou não é o responsável legal cadastrado da empresa (CPF diferente).',
      ),
    );
    await visible(secao.getByText(/AC Raiz de Teste v5/).first());
    await secao.scrollIntoViewIfNeeded();
    await capturar(page, 'assinatura-a-conferir-computador', { soATela: true });
    expect(await violacoesAxe(page)).toEqual([]);

    await secao.getByLabel('Recusar a assinatura').check();
    await secao
      .getByLabel('Justificativa (obrigatória para recusar)')
      .fill('Assinada por quem não representa a empresa.');
    await secao.getByRole('button', { name: 'Registrar decisão' }).click();
    await visible(secao.getByText('Decisão sobre a assinatura registrada.'));
    await visible(secao.getByText('Assinatura recusada pela equipe'));
    expect(await violacoesAxe(page)).toEqual([]);
  });
});
