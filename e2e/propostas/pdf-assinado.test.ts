import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { GERACAO_PDF } from '@portal/domain';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { pdf, png } from '../support/arquivos.ts';
import {
  criarSolucaoPelaApi,
  entrarComContaNova,
  enviarArquivoPelaApi,
  enviarProvaCnpj,
} from './apoio.ts';
import { CELULAR, COMPUTADOR } from '../support/larguras.ts';

/** The signed PDF and the solution's PDF from the list, at desktop and phone width. */

/** A company with its CNPJ card and a complete solution; signed unless told otherwise. */
async function solucaoDaEmpresa(page: Page, { assinada }: { assinada: boolean }) {
  const conta = await entrarComContaNova(page);
  await enviarProvaCnpj(page, conta.empresaId);
  const titulo = `Semáforo ${randomUUID().slice(0, 6)}`;
  const id = await criarSolucaoPelaApi(page, { titulo });
  await enviarArquivoPelaApi(page, id, 'fotos', png('cruzamento.png'));
  if (assinada) await enviarArquivoPelaApi(page, id, 'formassinado', pdf('proposta-assinada.pdf'));
  await page.goto('/painel/lista-solucoes');
  return { id, titulo };
}

const statusNaApi = async (page: Page, id: string) =>
  (
    (await (await page.request.get(`/api/proposta/${id}`)).json()) as {
      statusProposta: { idStatusProposta: number };
    }
  ).statusProposta.idStatusProposta;

// A company's journeys, alternating between the two widths (larguras.ts).
describe('PDF assinado na lista', () => {
  const { newPage } = useBrowser();

  it('apagar o PDF assinado devolve a solução à empresa (status 1)', async () => {
    const page = await newPage({ viewport: CELULAR });
    const { id, titulo } = await solucaoDaEmpresa(page, { assinada: true });
    const apagar = page.getByRole('button', { name: `Apagar PDF assinado de ${titulo}` });
    const perguntar = async () => {
      await (await visible(apagar)).click();
      return visible(page.getByRole('dialog', { name: 'Deseja realmente apagar este arquivo?' }));
    };
    // Cancelar keeps the signed PDF and the status, on the screen and on the server.
    const enviada = await statusNaApi(page, id);
    let dialogo = await perguntar();
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await dialogo.waitFor({ state: 'hidden' });
    expect(await statusNaApi(page, id)).toBe(enviada);
    expect(enviada).not.toBe(1);

    dialogo = await perguntar();
    expect(await violacoesAxe(page)).toEqual([]);
    await dialogo.getByRole('button', { name: 'Apagar' }).click();
    await visible(page.getByText('Arquivo deletado e status atualizado com sucesso!'));
    await visible(page.getByText('Aguardando Empresa').first());
    expect(await statusNaApi(page, id)).toBe(1);
    expect(
      await page.getByRole('button', { name: `Apagar PDF assinado de ${titulo}` }).count(),
    ).toBe(0);
    expect(await violacoesAxe(page)).toEqual([]);
  });

  it('recusa o PDF assinado com o nome de um arquivo que a solução já tem', async () => {
    const page = await newPage({ viewport: COMPUTADOR });
    const { id, titulo } = await solucaoDaEmpresa(page, { assinada: false });
    await enviarArquivoPelaApi(
      page,
      id,
      'documentosentregues/portfolios',
      pdf('proposta-assinada.pdf'),
    );
    const [seletor] = await Promise.all([
      page.waitForEvent('filechooser'),
      (
        await visible(page.getByRole('button', { name: `Enviar PDF assinado de ${titulo}` }))
      ).click(),
    ]);
    await seletor.setFiles(pdf('proposta-assinada.pdf'));
    const aviso = await visible(
      page.getByRole('dialog', { name: 'Tem certeza que deseja continuar?' }),
    );
    await aviso.getByRole('button', { name: 'Enviar PDF assinado' }).click();
    await visible(
      page.getByText(
        'Já existe um arquivo com esse nome para essa proposta. Renomeie o arquivo e tente novamente.',
      ),
    );
    expect(await statusNaApi(page, id)).toBe(1);
    expect(await violacoesAxe(page)).toEqual([]);
  });

  it('desiste do PDF da solução aos 15 s, consultando a cada 1 s, e recarrega a lista', async () => {
    const page = await newPage({ viewport: CELULAR });
    await page.clock.install();
    // The page waits a second before each poll, from the moment it read the last answer. Moving
    // the stopped clock before it has started that wait would skip the poll, so the test counts
    // the page's one-second waits and moves the clock only once each has begun. The poll's wait
    // hands setTimeout a promise's resolver (native code); the page's other one-second timers
    // (two, on the desktop, where the pointer rests on the button) hand it functions of their own.
    await page.addInitScript(`{
      const agendar = window.setTimeout;
      const nativa = (funcao) => /\\[native code\\]/.test(Function.prototype.toString.call(funcao));
      window.esperasDeUmSegundo = 0;
      window.setTimeout = (funcao, ms, ...resto) => {
        if (ms === ${GERACAO_PDF.intervaloMs} && nativa(funcao)) window.esperasDeUmSegundo++;
        return agendar(funcao, ms, ...resto);
      };
    }`);
    const esperas = () => page.evaluate('window.esperasDeUmSegundo') as Promise<number>;
    const { id, titulo } = await solucaoDaEmpresa(page, { assinada: false });
    await visible(page.getByRole('button', { name: `Baixar PDF de ${titulo}` }));
    // A generation that never ends, and the page's clock stopped so the test moves it.
    let consultas = 0;
    await page.route(`**/api/proposta/statusgeracaopdf/${id}`, (rota) => {
      consultas++;
      return rota.fulfill({ json: { status: 1, propostaID: id, arquivoID: null } });
    });
    let recargas = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/proposta/usuario/')) recargas++;
    });
    await page.clock.pauseAt(Date.now() + 60_000);
    const antes = await esperas();
    await page.getByRole('button', { name: `Baixar PDF de ${titulo}` }).click();
    const TEMPO_ESGOTADO =
      'Tempo esgotado. O PDF não foi gerado em 15 segundos. Tente novamente mais tarde.';
    const limite = GERACAO_PDF.tempoLimiteMs / GERACAO_PDF.intervaloMs;
    for (let consulta = 1; consulta <= limite; consulta++) {
      await expect.poll(esperas).toBe(antes + consulta);
      expect(await page.getByText(TEMPO_ESGOTADO).count()).toBe(0);
      await page.clock.runFor(GERACAO_PDF.intervaloMs);
      await vi.waitFor(() => expect(consultas).toBe(consulta), { timeout: 10_000 });
    }
    await page.clock.resume();
    await visible(page.getByText(TEMPO_ESGOTADO));
    // Fifteen polls, and no wait for a sixteenth.
    expect(consultas).toBe(limite);
    expect(await esperas()).toBe(antes + limite);
    expect(recargas).toBeGreaterThanOrEqual(1);
    expect(await violacoesAxe(page)).toEqual([]);
  });
});
