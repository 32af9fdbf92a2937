import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { violacoesAxe } from '../support/axe.ts';
import { alemDaTela, useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { campo, criarSolucaoPelaApi, entrarComContaNova, SENHA } from './apoio.ts';
import { LARGURAS } from '../support/larguras.ts';

describe.each(LARGURAS)('duas abas, uma solução (%s)', (tela, viewport) => {
  const { newPage } = useBrowser();

  it(
    'a segunda aba não apaga a primeira: ouve quem salvou, reaplica e salva as duas mudanças',
    { timeout: 180_000 },
    async () => {
      const primeira = await newPage({ viewport });
      const conta = await entrarComContaNova(primeira);
      const id = await criarSolucaoPelaApi(primeira, {
        titulo: `Iluminação inteligente ${randomUUID().slice(0, 6)}`,
      });
      const segunda = await newPage({ viewport });
      const login = await segunda.request.post('/api/login', {
        data: { login: conta.email, SenhaAtual: SENHA },
      });
      expect(login.ok()).toBe(true);
      for (const aba of [primeira, segunda]) {
        await aba.goto(`/painel/propostas/${id}`);
        await visible(campo(aba, 'titulo'));
      }

      // The first tab changes the title and the summary, and saves.
      await campo(primeira, 'titulo').fill('Título da primeira aba');
      await campo(primeira, 'descricao').fill('Descrição da primeira aba');
      await primeira.getByRole('button', { name: 'Atualizar cadastro' }).click();
      await visible(primeira.getByText('Solução atualizada com sucesso!'));

      // The second, still on the old copy, changes the summary and the concept.
      await campo(segunda, 'descricao').fill('Descrição da segunda aba');
      await campo(segunda, 'conceito').fill('Conceito escrito na segunda aba.');
      await segunda.getByRole('button', { name: 'Atualizar cadastro' }).click();
      const recusa = await visible(
        segunda.getByRole('alert').filter({ hasText: 'Renata Paiva Campos salvou' }),
      );
      expect(await recusa.textContent()).toMatch(
        /Renata Paiva Campos salvou esta solução às \d{2}:\d{2} e alterou: Título da solução, Descrição resumida\./,
      );
      expect(await campo(segunda, 'descricao').inputValue()).toBe('Descrição da segunda aba');
      const reaplicar = segunda.getByRole('button', {
        name: 'Carregar a versão atual e manter minhas alterações',
      });
      expect(await alemDaTela(reaplicar)).toBe(0);
      expect(await violacoesAxe(segunda)).toEqual([]);
      await capturar(segunda, `conflito-recusado-${tela}`);

      await reaplicar.click();
      await visible(segunda.getByText('Campos alterados aqui e na versão salva'));
      await visible(segunda.getByText(/na versão salva: “Descrição da primeira aba”/));
      expect(await campo(segunda, 'titulo').inputValue()).toBe('Título da primeira aba');
      expect(await campo(segunda, 'descricao').inputValue()).toBe('Descrição da segunda aba');
      expect(await campo(segunda, 'conceito').inputValue()).toBe(
        'Conceito escrito na segunda aba.',
      );
      expect(await violacoesAxe(segunda)).toEqual([]);
      await capturar(segunda, `conflito-reaplicado-${tela}`);

      await segunda.getByRole('button', { name: 'Atualizar cadastro' }).click();
      await visible(segunda.getByText('Solução atualizada com sucesso!'));
      const final = (await (await segunda.request.get(`/api/proposta/${id}`)).json()) as {
        titulo: string;
        descricao: string;
        descricaoTecnicaSolucao: { conceito: string };
      };
      expect([final.titulo, final.descricao, final.descricaoTecnicaSolucao.conceito]).toEqual([
        'Título da primeira aba',
        'Descrição da segunda aba',
        'Conceito escrito na segunda aba.',
      ]);
    },
  );
});
