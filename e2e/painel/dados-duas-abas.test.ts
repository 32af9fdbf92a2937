import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { criarConta } from '../acesso/contas.ts';
import { violacoesAxe } from '../support/axe.ts';
import { alemDaTela, useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { LARGURAS } from '../support/larguras.ts';

const campo = (page: Page, nome: string) => page.locator(`#conteudo [name="${nome}"]`);

/** Saves the panel: the button, then the current password in its dialog. */
async function salvar(page: Page, senha: string) {
  await page.getByRole('button', { name: 'Atualizar cadastro' }).click();
  const dialogo = await visible(page.getByRole('dialog', { name: 'Confirme sua senha' }));
  await dialogo.getByPlaceholder('Sua senha atual').fill(senha);
  await dialogo.getByRole('button', { name: 'Confirmar' }).click();
  await dialogo.waitFor({ state: 'hidden' });
}

describe.each(LARGURAS)('painel: os próprios dados em duas abas (%s)', (tela, viewport) => {
  const { newPage } = useBrowser();

  it(
    'a segunda aba ouve quem salvou, reaplica sobre a versão atual e salva as duas mudanças',
    { timeout: 120_000 },
    async () => {
      const conta = await criarConta('Helena Prado Vieira');
      const abas = [await newPage({ viewport }), await newPage({ viewport })] as const;
      for (const aba of abas) {
        const entrada = await aba.request.post('/api/login', {
          data: { login: conta.email, SenhaAtual: conta.senha },
        });
        expect(entrada.ok()).toBe(true);
        await aba.goto('/painel');
        await visible(aba.getByRole('heading', { name: 'Usuário - Dados cadastrais' }));
      }
      const [primeira, segunda] = abas;

      await campo(primeira, 'cargo').fill('Diretora de Projetos');
      await salvar(primeira, conta.senha);
      await visible(primeira.getByText('Cadastro atualizado com sucesso!'));

      // The second tab, on the old copy, changes the position too, and the department.
      await campo(segunda, 'cargo').fill('Gerente de Inovação');
      await campo(segunda, 'departamento').fill('Inovação');
      await salvar(segunda, conta.senha);
      const recusa = await visible(
        segunda.getByRole('alert').filter({ hasText: 'Helena Prado Vieira salvou' }),
      );
      expect(await recusa.textContent()).toMatch(
        /Helena Prado Vieira salvou estes dados às \d{2}:\d{2} e alterou: Cargo\./,
      );
      await visible(segunda.getByText(/^Alterado por Helena Prado Vieira às \d{2}:\d{2}\.$/));
      expect(await campo(segunda, 'departamento').inputValue()).toBe('Inovação');
      const reaplicar = segunda.getByRole('button', {
        name: 'Carregar a versão atual e manter minhas alterações',
      });
      expect(await alemDaTela(reaplicar)).toBe(0);
      expect(await violacoesAxe(segunda)).toEqual([]);
      await capturar(segunda, `dados-conflito-${tela}`);

      await reaplicar.click();
      await visible(segunda.getByText(/Cargo: na versão salva: “Diretora de Projetos”/));
      expect(await campo(segunda, 'cargo').inputValue()).toBe('Gerente de Inovação');
      expect(await violacoesAxe(segunda)).toEqual([]);
      await capturar(segunda, `dados-reaplicado-${tela}`);

      await salvar(segunda, conta.senha);
      await visible(segunda.getByText('Cadastro atualizado com sucesso!'));
      const usuario = (await (await segunda.request.get('/api/autenticado')).json()) as {
        id: string;
      };
      const perfil = (await (await segunda.request.get(`/api/login/${usuario.id}`)).json()) as {
        cargo: string;
        departamento: string;
      };
      expect([perfil.cargo, perfil.departamento]).toEqual(['Gerente de Inovação', 'Inovação']);
    },
  );
});
