import type { Page } from 'playwright-core';
import { pdf } from '../support/arquivos.ts';
import { visible } from '../support/browser.ts';
import { LINHAS, type Semente } from './semente.ts';
import { aguardarTela, botao, comErros, dialogo, menuAberto, padrao, type Tela } from './telas.ts';

const rascunho = (s: Semente) => `/painel/propostas/${s.rascunhoId}`;

const RASCUNHO = 'Sensores de enchente no córrego';
const ASSINADA = 'Iluminação pública com telegestão';
const SENHA = 'Confirme sua senha';
const LISTA = '/painel/lista-solucoes';

/** A solution's action in the company's list, found by its title among the fifty others. */
async function acao(page: Page, titulo: string, verbo: string) {
  // On a phone the filters are folded behind their button.
  const filtrar = page.getByRole('button', { name: /^Filtrar soluções/ });
  const busca = page.getByRole('searchbox', { name: 'Buscar por título' });
  await busca.or(filtrar).first().waitFor();
  if (await filtrar.isVisible()) await filtrar.click();
  await busca.fill(titulo);
  return visible(page.getByRole('button', { name: `${verbo} ${titulo}` }));
}

/** The registration data sent as they are, which asks for the current password first. */
const pedirSenha = (page: Page) => botao(page, 'Atualizar cadastro').click();

/**
 * The save of the solution answered 401, as when the session ended while the company typed:
 * the form asks for the password in a dialog instead of losing the text.
 */
async function sessaoExpirada(page: Page) {
  const expirou = (rota: { fulfill(r: object): Promise<void> }) =>
    rota.fulfill({ status: 401, json: { message: 'Sessão expirada.' } });
  await page.route('**/api/proposta', expirou);
  try {
    await botao(page, 'Atualizar cadastro').click();
    await visible(page.getByRole('dialog', { name: 'Sua sessão expirou' }));
  } finally {
    await page.unroute('**/api/proposta', expirou);
  }
}

/** The company's area, signed in as the company of the seeded solutions. */
export const TELAS_PAINEL: Tela[] = [
  {
    rota: 'painel',
    quem: 'empresa',
    estados: [
      padrao('/painel'),
      menuAberto('/painel'),
      comErros('/painel', async (page) => {
        await page.locator('#conteudo [name="nome"]').fill('');
        await botao(page, 'Atualizar cadastro').click();
      }),
      dialogo(SENHA, '/painel', pedirSenha),
      comErros(
        '/painel',
        async (page) => {
          await pedirSenha(page);
          await visible(page.getByRole('dialog', { name: SENHA }));
          await botao(page, 'Confirmar').click();
        },
        { nome: `diálogo "${SENHA}" enviado vazio`, noDialogo: SENHA },
      ),
    ],
  },
  { rota: 'painel/cadastro', quem: 'empresa', estados: [padrao('/painel/cadastro')] },
  { rota: 'painel/equipe', quem: 'empresa', estados: [padrao('/painel/equipe')] },
  {
    rota: 'painel/interesse-municipios',
    quem: 'empresa',
    estados: [padrao('/painel/interesse-municipios')],
  },
  {
    rota: 'painel/meus-dados',
    quem: 'empresa',
    estados: [
      padrao('/painel/meus-dados'),
      dialogo('Excluir minha conta', '/painel/meus-dados', (page) =>
        botao(page, 'Excluir minha conta').click(),
      ),
    ],
  },
  // The address the e-mails link: it leads to the company's own data page.
  { rota: 'meus-dados', quem: 'empresa', estados: [padrao('/meus-dados')] },
  // With no new terms to accept, the page says so.
  { rota: 'termos/aceite', quem: 'empresa', estados: [padrao('/termos/aceite')] },
  {
    rota: 'painel/propostas/:id/portal',
    quem: 'empresa',
    estados: [padrao((s) => `${rascunho(s)}/portal`)],
  },
  {
    rota: 'painel/propostas/:id?',
    quem: 'empresa',
    estados: [
      padrao('/painel/propostas', { nome: 'nova solução' }),
      comErros('/painel/propostas', (page) => botao(page, 'Confirmar cadastro').click(), {
        nome: 'nova solução enviada vazia',
      }),
      padrao(rascunho, { nome: 'solução já salva, com foto' }),
      dialogo('Arquivos enviados', rascunho, (page) => botao(page, 'Arquivos enviados').click()),
      {
        nome: 'diálogo "Sua sessão expirou" aberto',
        sobreposto: true,
        async preparar(page, semente) {
          await page.goto(rascunho(semente));
          await aguardarTela(page);
          await sessaoExpirada(page);
        },
      },
    ],
  },
  {
    rota: 'painel/cadastro-sucesso',
    quem: 'empresa',
    estados: [padrao('/painel/cadastro-sucesso')],
  },
  {
    rota: 'painel/lista-solucoes',
    quem: 'empresa',
    estados: [
      padrao(LISTA, { nome: `${LINHAS + 2} soluções, 20 por página` }),
      dialogo('Detalhes da solução', LISTA, async (page) =>
        (await acao(page, ASSINADA, 'Ver detalhes de')).click(),
      ),
      dialogo('Tem certeza que deseja continuar?', LISTA, async (page) => {
        const enviar = await acao(page, RASCUNHO, 'Enviar PDF assinado de');
        const [seletor] = await Promise.all([page.waitForEvent('filechooser'), enviar.click()]);
        await seletor.setFiles(pdf('proposta-assinada.pdf'));
      }),
      dialogo('Deseja realmente apagar este arquivo?', LISTA, async (page) =>
        (await acao(page, ASSINADA, 'Apagar PDF assinado de')).click(),
      ),
    ],
  },
];
