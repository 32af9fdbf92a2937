import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { entrarComoAdministrador } from '../ipt/apoio.ts';
import { entrarComoGestor } from '../gestor/apoio.ts';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { LARGURAS } from '../support/larguras.ts';
import { sementePortal, type Semente } from './semente.ts';

/** Who is signed in on the page that checks the screen. */
export type Quem = 'visitante' | 'empresa' | 'gestor' | 'equipe';

export interface Estado {
  nome: string;
  /** A dialog or an open menu, fixed to the screen: the screenshot shows the screen, not the page. */
  sobreposto?: boolean;
  /** Brings the page to the state from wherever the previous state left it. */
  preparar(page: Page, semente: Semente): Promise<void>;
}

export interface Tela {
  /** The path exactly as the router declares it; '' for the index route. */
  rota: string;
  quem: Quem;
  estados: Estado[];
}

/** A button by its exact name, as the person reads it. */
export const botao = (page: Page, nome: string) =>
  page.getByRole('button', { name: nome, exact: true });

type Endereco = string | ((semente: Semente) => string);
const enderecoDe = (endereco: Endereco, semente: Semente) =>
  typeof endereco === 'string' ? endereco : endereco(semente);

/** No loader or skeleton left on the screen: what they stand for has arrived. */
const semCarregando = (page: Page) =>
  page
    .locator('.mantine-Loader-root, .mantine-Skeleton-root')
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 });

/**
 * Waits for the screen to be whole: its heading (or `espera`), then no loader or skeleton left,
 * so axe never judges a page still arriving.
 */
export async function aguardarTela(page: Page, espera?: (page: Page) => Locator): Promise<void> {
  await visible(espera ? espera(page) : page.locator('#conteudo h1').first());
  await semCarregando(page);
}

/** The screen as it first appears at `endereco`. */
export const padrao = (
  endereco: Endereco,
  { nome = 'padrão', espera }: { nome?: string; espera?: (page: Page) => Locator } = {},
): Estado => ({
  nome,
  async preparar(page, semente) {
    await page.goto(enderecoDe(endereco, semente));
    await aguardarTela(page, espera);
  },
});

/** A dialog opened by `abrir` on the screen at `endereco`. */
export const dialogo = (
  nome: string,
  endereco: Endereco,
  abrir: (page: Page, semente: Semente) => Promise<unknown>,
): Estado => ({
  nome: `diálogo "${nome}" aberto`,
  sobreposto: true,
  async preparar(page, semente) {
    await page.goto(enderecoDe(endereco, semente));
    await aguardarTela(page);
    await abrir(page, semente);
    await visible(page.getByRole('dialog', { name: nome }));
    await semCarregando(page);
  },
});

/** What a screen reader reads after the field's name: the texts its aria-describedby names. */
async function descricao(campo: Locator): Promise<string> {
  const ids = (await campo.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const textos = await Promise.all(
    ids.map((id) => campo.page().locator(`[id="${id}"]`).textContent()),
  );
  return textos.join(' ').trim();
}

/**
 * The fields marked invalid inside `escopo` after a failed submit: focus on the first, and each
 * one described by its message, so a screen reader hears what is wrong where the person is.
 */
export async function conferirErros(escopo: Locator): Promise<void> {
  const invalidos = escopo.locator('[aria-invalid="true"]');
  await visible(invalidos.first());
  const foco = escopo.page().locator(':focus');
  expect(await invalidos.first().and(foco).count(), 'foco no primeiro campo com erro').toBe(1);
  const semDescricao: string[] = [];
  for (const campo of await invalidos.all())
    if (!(await descricao(campo)))
      semDescricao.push((await campo.getAttribute('name')) ?? (await campo.getAttribute('id'))!);
  expect(semDescricao, 'campos com erro sem aria-describedby').toEqual([]);
}

/**
 * A form sent as `enviar` leaves it (empty, or wrong): the errors shown, checked by
 * `conferirErros` inside the dialog when there is one, else inside the page's content.
 */
export const comErros = (
  endereco: Endereco,
  enviar: (page: Page, semente: Semente) => Promise<unknown>,
  { nome = 'enviado com erros', noDialogo }: { nome?: string; noDialogo?: string } = {},
): Estado => ({
  nome,
  sobreposto: noDialogo !== undefined,
  async preparar(page, semente) {
    await page.goto(enderecoDe(endereco, semente));
    await aguardarTela(page);
    await enviar(page, semente);
    await conferirErros(
      noDialogo ? page.getByRole('dialog', { name: noDialogo }) : page.locator('#conteudo'),
    );
  },
});

/** The "⋮" menu open: the pages on a phone, the person's own items on a computer. */
export const menuAberto = (endereco: Endereco): Estado => ({
  nome: 'menu "Mais opções" aberto',
  sobreposto: true,
  async preparar(page, semente) {
    await page.goto(enderecoDe(endereco, semente));
    await aguardarTela(page);
    await page.getByRole('button', { name: 'Mais opções' }).click();
    await visible(page.getByRole('menu').getByRole('menuitem').first());
  },
});

async function entrar(page: Page, quem: Quem, semente: Semente): Promise<void> {
  if (quem === 'equipe') return entrarComoAdministrador(page);
  if (quem === 'visitante') return;
  if (quem === 'gestor') {
    await entrarComoGestor(page);
    return;
  }
  const { email, senha } = semente.empresa;
  const resposta = await page.request.post('/api/login', {
    data: { login: email, SenhaAtual: senha },
  });
  if (!resposta.ok()) throw new Error(`Login da empresa: ${await resposta.text()}`);
}

/**
 * One test per screen, state and width, failing on any axe violation. One page per width and
 * per person signed in, reused from state to state: each state starts from its own navigation.
 */
export function verificarTelas(area: string, telas: Tela[]): void {
  const { newPage } = useBrowser();
  let semente: Semente;
  beforeAll(async () => {
    semente = await sementePortal(() => newPage());
  }, 600_000);

  describe.each(LARGURAS)(`${area} no %s`, (_tela, viewport) => {
    const largura = viewport.width;
    const paginas = new Map<Quem, Promise<Page>>();
    const paginaDe = (quem: Quem) => {
      if (!paginas.has(quem))
        paginas.set(
          quem,
          newPage({ viewport }).then(async (page) => {
            await entrar(page, quem, semente);
            return page;
          }),
        );
      return paginas.get(quem)!;
    };

    for (const tela of telas)
      for (const estado of tela.estados)
        it(`/${tela.rota} (${tela.quem}): ${estado.nome}`, async () => {
          const page = await paginaDe(tela.quem);
          await estado.preparar(page, semente);
          const rota = tela.rota.replace('*', 'qualquer-outra') || 'inicio';
          const nome = `${rota}-${estado.nome}-${largura}`.replace(/[^\w-]+/g, '_');
          await capturar(page, nome, { soATela: estado.sobreposto });
          expect(await violacoesAxe(page)).toEqual([]);
          // The same screen in "Alto contraste": only colours change, so only they are checked.
          await page.evaluate(`document.documentElement.setAttribute('data-contraste', 'alto')`);
          expect(await violacoesAxe(page, { soCores: true }), 'alto contraste').toEqual([]);
          await page.evaluate(`document.documentElement.removeAttribute('data-contraste')`);
          // Nothing reaches past the right edge: the page never scrolls sideways at this width.
          // With this check the journeys need not repeat each screen at both widths (larguras.ts).
          expect(
            await page.evaluate('document.documentElement.scrollWidth'),
            'largura da página',
          ).toBeLessThanOrEqual(largura);
          // The accessibility bar's way past the bars, on every screen, to a content that exists.
          const pular = page.getByRole('link', {
            name: 'Ir para o conteúdo [1]',
            includeHidden: true,
          });
          expect(await pular.getAttribute('href')).toBe('#conteudo');
          expect(await page.locator('#conteudo').count()).toBe(1);
        });
  });
}
