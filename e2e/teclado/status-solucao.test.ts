import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { criarEmpresa, entrarComoAdministrador, enviarSolucaoAssinada } from '../ipt/apoio.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { esperarAnelVisivel, lerFoco } from '../support/foco.ts';
import { digitar, escolher, tabAte } from './apoio.ts';

describe('alterar o status de uma solução só com o teclado', () => {
  const { newPage } = useBrowser();

  it('abre o diálogo, escolhe o status com as setas, escreve a observação e salva', async () => {
    const empresa = await newPage();
    const propostaId = await enviarSolucaoAssinada(
      empresa,
      await criarEmpresa(empresa),
      'Iluminação que se acende com o movimento',
    );
    const page = await newPage();
    await entrarComoAdministrador(page);
    await page.goto(`/ipt/solution/${propostaId}`);
    await visible(page.getByRole('button', { name: 'Alterar Status' }));

    await tabAte(page, 'Alterar Status');
    await page.keyboard.press('Enter');
    const dialogo = await visible(page.getByRole('dialog', { name: 'Alterar Status' }));
    // The dialog opens with the focus on its first field, the status.
    const foco = await lerFoco(page);
    expect(foco.rotulo).toBe('Status');
    esperarAnelVisivel(foco);
    await escolher('Em Avaliação')(page);
    await tabAte(page, 'observacao');
    await digitar('A avaliação técnica começa nesta semana.')(page);
    await tabAte(page, 'Salvar');
    await page.keyboard.press('Enter');

    await visible(page.getByText(MENSAGENS.statusAtualizado));
    await dialogo.waitFor({ state: 'detached' });
    // Closed, the dialog gives the focus back to the button that opened it.
    expect((await lerFoco(page)).rotulo).toBe('Alterar Status');
    const status = (await (await page.request.get(`/api/proposta/${propostaId}`)).json()) as {
      statusProposta: { idStatusProposta: number };
    };
    expect(status.statusProposta.idStatusProposta).toBe(5);
    await page.context().close();
  });
});
