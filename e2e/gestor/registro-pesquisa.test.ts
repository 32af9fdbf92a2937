import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { baixarArquivo } from '../support/downloads.ts';
import { LARGURAS } from '../support/larguras.ts';
import { textoDoPdf } from '../support/texto-do-pdf.ts';
import { publicarSolucaoDeExemplo } from '../solucoes/apoio.ts';
import { entrarComoGestor } from './apoio.ts';

// A word no other journey publishes, so the search's first result is this solution.
const MARCA = randomUUID().slice(0, 6);
const TITULO = `Lixeiras com sensor de nível ${MARCA}`;

describe('registro de pesquisa de mercado', () => {
  const { newPage } = useBrowser();

  it(
    'o gestor registra a busca com a sua seleção, abre a página pública e baixa o PDF, a 390 e a 1366 px',
    { timeout: 240_000 },
    async () => {
      const propostaId = await publicarSolucaoDeExemplo(newPage, TITULO);
      for (const [nome, viewport] of LARGURAS) {
        const gestor = await newPage({ viewport });
        await entrarComoGestor(gestor);
        const salva = await gestor.request.post('/api/gestor/selecao', { data: { propostaId } });
        expect(salva.ok(), await salva.text()).toBe(true);

        await gestor.goto(`/solutions?busca=${encodeURIComponent(`lixeira sensor ${MARCA}`)}`);
        await visible(gestor.locator('article').first().getByRole('link', { name: TITULO }));
        await gestor.getByRole('link', { name: 'Registrar esta pesquisa' }).click();
        await gestor.waitForURL(/\/gestor\/registrar\?busca=/);
        const selecao = gestor.getByRole('region', { name: 'Sua seleção' });
        await visible(selecao.getByText(TITULO));
        await gestor
          .getByRole('textbox', { name: /Finalidade da pesquisa/ })
          .fill('Estudo técnico preliminar da coleta de resíduos.');
        expect(await violacoesAxe(gestor)).toEqual([]);
        await capturar(gestor, `registrar-pesquisa-${nome}`);

        await gestor.getByRole('button', { name: 'Registrar pesquisa' }).click();
        await gestor.waitForURL(/\/registros\/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
        const codigo = gestor.url().split('/').at(-1)!;
        await visible(
          gestor.getByRole('heading', { level: 1, name: 'Registro de pesquisa de mercado' }),
        );
        await visible(gestor.getByText(`Código ${codigo}`));
        const selecionadas = gestor.getByRole('region', { name: 'Soluções selecionadas' });
        await visible(selecionadas.getByRole('link', { name: TITULO }).first());
        expect(await violacoesAxe(gestor)).toEqual([]);
        await capturar(gestor, `registro-pesquisa-${nome}`);

        const pdf = await baixarArquivo(gestor, () =>
          gestor.getByRole('link', { name: 'Baixar PDF' }).click(),
        );
        expect(pdf.nome).toBe(`registro-pesquisa-${codigo}.pdf`);
        const texto = await textoDoPdf(pdf.bytes);
        expect(texto).toContain('Registro de pesquisa de mercado');
        expect(texto).toContain(codigo);
        expect(texto).toContain(TITULO);
        expect(texto).toContain('Estudo técnico preliminar da coleta de resíduos.');

        // Listed in the manager's area, and open to anyone holding the code.
        await gestor.goto('/gestor/registros');
        await visible(gestor.getByRole('link', { name: codigo }).first());
        const visitante = await newPage({ viewport });
        await visitante.goto(`/registros/${codigo}`);
        await visible(visitante.getByText(`Código ${codigo}`));
        await visitante.context().close();
        await gestor.context().close();
      }
    },
  );
});
