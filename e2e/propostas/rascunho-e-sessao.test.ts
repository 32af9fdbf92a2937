import { describe, expect, it, vi } from 'vitest';
import { useBrowser, visible } from '../support/browser.ts';
import { png } from '../support/arquivos.ts';
import { campo, entrarComContaNova, preencherSolucao, SENHA } from './apoio.ts';

const AVISO_RASCUNHO = 'Há um rascunho não salvo desta solução';

describe('o formulário da solução não perde o que foi digitado', () => {
  const { newPage } = useBrowser();

  it('guarda um rascunho no navegador e oferece restaurá-lo ou descartá-lo', async () => {
    const page = await newPage();
    await entrarComContaNova(page);
    await page.goto('/painel/propostas');
    await campo(page, 'titulo').fill('Iluminação que economiza');
    await campo(page, 'conceito').fill('Luminárias LED com telegestão e sensor de presença.');
    // The draft is written shortly after the typing stops: wait until it holds the last field.
    // Polled through `evaluate`: `waitForFunction` evaluates its predicate with eval, which the
    // portal's Content-Security-Policy (script-src 'self') forbids.
    await vi.waitFor(
      async () =>
        expect(
          await page.evaluate(`Object.keys(localStorage).some(
            (chave) => chave.startsWith('portal:rascunho-proposta:') &&
              localStorage.getItem(chave).includes('sensor de presença'))`),
        ).toBe(true),
      { timeout: 10_000 },
    );

    await page.reload();
    const aviso = await visible(page.getByRole('region', { name: AVISO_RASCUNHO }));
    await visible(aviso.getByText(AVISO_RASCUNHO));
    expect(await campo(page, 'titulo').inputValue()).toBe('');
    await aviso.getByRole('button', { name: 'Restaurar rascunho' }).click();
    expect(await campo(page, 'titulo').inputValue()).toBe('Iluminação que economiza');
    expect(await campo(page, 'conceito').inputValue()).toBe(
      'Luminárias LED com telegestão e sensor de presença.',
    );
    await aviso.waitFor({ state: 'detached' });

    await page.reload();
    await page
      .getByRole('region', { name: AVISO_RASCUNHO })
      .getByRole('button', { name: 'Descartar' })
      .click();
    expect(await campo(page, 'titulo').inputValue()).toBe('');
    await page.reload();
    await visible(page.getByRole('button', { name: 'Confirmar cadastro' }));
    expect(await page.getByText(AVISO_RASCUNHO).count()).toBe(0);
  });

  it('num computador compartilhado, quem vem depois não encontra o rascunho de quem saiu', async () => {
    const page = await newPage();
    const rascunhosNoNavegador = () =>
      page.evaluate(
        `Object.keys(localStorage).filter((chave) => chave.startsWith('portal:rascunho-proposta:'))`,
      ) as Promise<string[]>;
    const digitarRascunho = async (texto: string) => {
      await page.goto('/painel/propostas');
      await campo(page, 'titulo').fill(texto);
      await vi.waitFor(async () => expect(await rascunhosNoNavegador()).toHaveLength(1), {
        timeout: 10_000,
      });
    };

    await entrarComContaNova(page);
    await digitarRascunho('Quiosque de atendimento da prefeitura');
    await page.goto('/logout');
    await visible(page.getByText('Sessão encerrada', { exact: false }));
    expect(await rascunhosNoNavegador()).toEqual([]);

    // Someone walks away signed in: when the session has ended, the next visit clears it too.
    await entrarComContaNova(page);
    await digitarRascunho('Painel de ônibus da biblioteca');
    await page.context().clearCookies();
    await page.goto('/');
    await vi.waitFor(async () => expect(await rascunhosNoNavegador()).toEqual([]), {
      timeout: 10_000,
    });

    await entrarComContaNova(page);
    await page.goto('/painel/propostas');
    await visible(page.getByRole('button', { name: 'Confirmar cadastro' }));
    expect(await page.getByText(AVISO_RASCUNHO).count()).toBe(0);
    expect(await campo(page, 'titulo').inputValue()).toBe('');
    expect(await rascunhosNoNavegador()).toEqual([]);
  });

  it('com a sessão expirada, pede a senha num diálogo e salva sem perder o texto', async () => {
    const page = await newPage();
    const conta = await entrarComContaNova(page);
    await page.goto('/painel/propostas');
    await preencherSolucao(page, 'Sensores de enchente no córrego');
    await campo(page, 'fotos').setInputFiles(png('corrego.png'));

    // The session ends while the supplier types: the cookie is gone.
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Confirmar cadastro' }).click();

    const dialogo = await visible(page.getByRole('dialog', { name: 'Sua sessão expirou' }));
    expect(await dialogo.locator('[name="login"]').inputValue()).toBe(conta.email);
    await dialogo.getByLabel('Senha', { exact: true }).fill('Senha@Errada_1234');
    await dialogo.getByRole('button', { name: 'Entrar e salvar' }).click();
    await visible(dialogo.getByRole('alert'));
    expect(await campo(page, 'titulo').inputValue()).toBe('Sensores de enchente no córrego');

    await dialogo.getByLabel('Senha', { exact: true }).fill(SENHA);
    await dialogo.getByRole('button', { name: 'Entrar e salvar' }).click();
    await page.waitForURL('**/painel/cadastro-sucesso');

    const lista = await page.request.get(`/api/proposta/usuario/${conta.usuarioId}`);
    const solucoes = (await lista.json()) as { propostaID: string; tituloProposta: string }[];
    expect(solucoes.map((s) => s.tituloProposta)).toEqual(['Sensores de enchente no córrego']);
    const salva = await page.request.get(`/api/proposta/${solucoes[0]!.propostaID}`);
    expect((await salva.json()) as object).toMatchObject({
      descricaoTecnicaSolucao: { conceito: 'Controle adaptativo de semáforos.' },
      justificativa: { diferencial: 'Aprende com o fluxo de cada dia.' },
    });
    const arquivos = await page.request.get(`/api/fileindexer/proposta/${solucoes[0]!.propostaID}`);
    expect(
      ((await arquivos.json()) as { nomeOriginal: string }[]).map((a) => a.nomeOriginal),
    ).toEqual(['corrego.png']);
  });
});
