import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { png } from '../support/arquivos.ts';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { campo, entrarComContaNova, SENHA } from './apoio.ts';
import { CELULAR, COMPUTADOR } from '../support/larguras.ts';

const ENDERECO_DA_SOLUCAO = /\/painel\/propostas\/([0-9a-f-]{36})$/;

// Begun on the phone, continued at a desk (larguras.ts).
describe('solução salva no servidor', () => {
  const { newPage } = useBrowser();

  it(
    'salva metade, envia uma foto boa e recusa a grande, e continua em outro navegador',
    { timeout: 240_000 },
    async () => {
      const titulo = `Semáforos que conversam ${randomUUID().slice(0, 6)}`;
      const page = await newPage({ viewport: CELULAR });
      const conta = await entrarComContaNova(page);

      // Meia solução: título, resumo, uma foto boa e uma grande demais.
      await page.goto('/painel/propostas');
      await (await visible(campo(page, 'titulo'))).fill(titulo);
      await campo(page, 'descricao').fill('Controle adaptativo de tráfego.');
      await campo(page, 'fotos').setInputFiles([
        png('cruzamento.png'),
        { name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(2_200_000, 1) },
      ]);
      await visible(page.getByText('O arquivo grande.png é maior que 2MB!'));
      await visible(page.getByText('1 arquivo escolhido'));
      await page.getByRole('button', { name: 'Confirmar cadastro' }).click();

      // Salva no servidor e o endereço passa a ser o da solução.
      await page.waitForURL(ENDERECO_DA_SOLUCAO, { timeout: 30_000 });
      const id = ENDERECO_DA_SOLUCAO.exec(new URL(page.url()).pathname)![1]!;
      const enviados = await visible(
        page.getByRole('status').filter({ hasText: 'Arquivo enviado' }),
      );
      expect(await enviados.textContent()).toContain('cruzamento.png');
      await visible(page.getByRole('heading', { name: /^Para gerar o PDF, faltam \d+ campos/ }));
      await visible(page.getByText('Solução cadastrada com sucesso!'));
      expect(await violacoesAxe(page)).toEqual([]);
      await capturar(page, 'rascunho-salvo-celular');

      // Recarregar continua a mesma solução, não abre outra.
      await page.reload();
      await visible(campo(page, 'titulo'));
      expect(await campo(page, 'titulo').inputValue()).toBe(titulo);
      expect(new URL(page.url()).pathname).toBe(`/painel/propostas/${id}`);

      // Sai; entra num navegador novo e acha a solução pela lista.
      await page.goto('/logout');
      await visible(page.getByRole('heading', { name: 'Sessão encerrada com sucesso' }));
      await page.context().close();

      const outro = await newPage({ viewport: COMPUTADOR });
      const login = await outro.request.post('/api/login', {
        data: { login: conta.email, SenhaAtual: SENHA },
      });
      expect(login.ok()).toBe(true);
      await outro.goto('/painel/lista-solucoes');
      const continuar = await visible(
        outro.getByRole('link', { name: `Continuar preenchendo ${titulo}` }),
      );
      await visible(outro.getByText(/^Faltam \d+ campos\./));
      expect(await violacoesAxe(outro)).toEqual([]);
      await capturar(outro, 'lista-continuar-computador');
      await continuar.click();
      await outro.waitForURL(`**/painel/propostas/${id}`);
      await visible(campo(outro, 'titulo'));
      expect(await campo(outro, 'titulo').inputValue()).toBe(titulo);
      expect(await campo(outro, 'descricao').inputValue()).toBe('Controle adaptativo de tráfego.');
      await visible(outro.getByRole('heading', { name: /^Para gerar o PDF, faltam/ }));
      expect(await violacoesAxe(outro)).toEqual([]);
      await capturar(outro, 'continuar-computador');
      await outro.context().close();
    },
  );
});
