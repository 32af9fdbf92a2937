import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { criarEmpresa, entrarComoAdministrador, enviarSolucaoAssinada } from '../ipt/apoio.ts';
import { CELULAR, TELA_DA_EMPRESA, TELA_DA_EQUIPE } from '../support/larguras.ts';

/**
 * The portal's text (status 9): staff revise the title, publish, and the public page
 * shows the revision while the staff view and the company's form keep the signed original.
 */

// The company and the visitor on their phones, the staff at a desk (larguras.ts).
describe('texto para o portal', () => {
  const { newPage } = useBrowser();

  it(
    'a equipe revisa o título, publica, e só a página pública mostra a revisão',
    { timeout: 180_000 },
    async () => {
      const marca = randomUUID().slice(0, 6);
      const original = `Poste ${marca}`;
      const revisado = `Poste que mede o ar ${marca}`;
      const empresaPagina = await newPage({ viewport: TELA_DA_EMPRESA });
      const empresa = await criarEmpresa(empresaPagina);
      const id = await enviarSolucaoAssinada(empresaPagina, empresa, original);

      const equipe = await newPage({ viewport: TELA_DA_EQUIPE });
      await entrarComoAdministrador(equipe);
      const status = (idStatusProposta: number) =>
        equipe.request.post('/api/proposta/status', {
          data: { idProposta: id, idStatusProposta },
        });
      expect((await status(9)).ok()).toBe(true);

      await equipe.goto(`/ipt/solution/${id}`);
      const formulario = await visible(equipe.getByRole('form', { name: 'Texto para o portal' }));
      const titulo = formulario.getByLabel('Título da solução');
      expect(await titulo.inputValue()).toBe(original);
      await visible(formulario.getByText(original, { exact: true }));
      await titulo.fill(revisado);
      await formulario.getByRole('button', { name: 'Salvar texto para o portal' }).click();
      await visible(
        equipe.getByText('Texto para o portal salvo: a solução publicada mostrará este texto.'),
      );
      await visible(equipe.getByText(/^Administrador, .*: Título da solução$/));
      expect(await violacoesAxe(equipe)).toEqual([]);
      await capturar(equipe, 'texto-portal-edicao-computador');

      // A empresa vê a prévia do que será publicado.
      await empresaPagina.goto(`/painel/propostas/${id}/portal`);
      await visible(empresaPagina.getByRole('heading', { name: 'Prévia do texto para o portal' }));
      await visible(empresaPagina.getByText(revisado));
      expect(await violacoesAxe(empresaPagina)).toEqual([]);

      // Publicada: a página pública mostra o texto revisado.
      expect((await status(10)).ok()).toBe(true);
      const visitante = await newPage({ viewport: CELULAR });
      await visitante.goto(`/solutions/${id}`);
      await visible(visitante.getByRole('heading', { level: 1, name: revisado }));
      expect(await visitante.getByText(original, { exact: true }).count()).toBe(0);

      // A equipe segue vendo o original assinado, e a revisão ao lado.
      await equipe.reload();
      await visible(equipe.getByRole('heading', { name: original, exact: true }).first());
      await visible(equipe.getByRole('heading', { name: 'Texto publicado' }));
      await visible(equipe.getByText(revisado));
      expect(await violacoesAxe(equipe)).toEqual([]);
      await capturar(equipe, 'texto-portal-publicado-computador');
    },
  );
});
