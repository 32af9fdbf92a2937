import type { Page } from 'playwright-core';
import { visible } from '../support/browser.ts';
import { aguardarTela, botao, comErros, padrao, type Estado, type Tela } from './telas.ts';

const SELECAO = '/gestor/selecao';

/**
 * The selection holding the catalogue's first two published solutions, compared: the table on
 * a computer, the stacked sections on a phone. Saving twice is one save, so each width repeats it.
 */
const comparacao: Estado = {
  nome: 'duas soluções comparadas',
  async preparar(page: Page) {
    const catalogo = await page.request.get('/api/solucoes?pagina=1&tamanho=2');
    const { itens } = (await catalogo.json()) as { itens: { id: string; titulo: string }[] };
    for (const { id } of itens) {
      const salva = await page.request.post('/api/gestor/selecao', { data: { propostaId: id } });
      if (!salva.ok()) throw new Error(`Seleção: ${await salva.text()}`);
    }
    await page.goto(SELECAO);
    await aguardarTela(page);
    for (const { titulo } of itens)
      await page.getByRole('checkbox', { name: `Comparar ${titulo}` }).check();
    await botao(page, 'Comparar as marcadas (2)').click();
    await visible(page.getByRole('heading', { name: 'Comparação', level: 2 }));
  },
};

/** A market-survey record of the catalogue's first page, opened at its public address. */
const registroFeito: Estado = {
  nome: 'registro feito',
  async preparar(page: Page) {
    const resposta = await page.request.post('/api/gestor/registros', {
      data: { filtro: { busca: 'semáforo' }, finalidade: 'Estudo técnico preliminar.' },
    });
    if (resposta.status() !== 201) throw new Error(`Registro: ${await resposta.text()}`);
    const { registro } = (await resposta.json()) as { registro: { codigo: string } };
    await page.goto(`/registros/${registro.codigo}`);
    await aguardarTela(page);
  },
};

/** A search saved from the catalogue, with its alerts: the list then has a row. */
const buscaSalva: Estado = {
  nome: 'com uma busca salva',
  async preparar(page: Page) {
    const resposta = await page.request.post('/api/gestor/buscas', {
      data: { nome: 'Semáforos como serviço', filtro: { busca: 'semáforo', saas: 'sim' } },
    });
    if (resposta.status() !== 201) throw new Error(`Busca salva: ${await resposta.text()}`);
    await page.goto('/gestor/buscas');
    await aguardarTela(page);
  },
};

/** The municipal manager's screens, and the staff's verification of managers. */
export const TELAS_GESTOR: Tela[] = [
  {
    rota: 'gestor/cadastro',
    quem: 'visitante',
    estados: [
      padrao('/gestor/cadastro'),
      comErros('/gestor/cadastro', (page) => botao(page, 'Criar conta de gestor').click()),
      padrao('/gestor/cadastro?govbr=cancelado', { nome: 'volta de um gov.br cancelado' }),
    ],
  },
  { rota: 'gestor', quem: 'gestor', estados: [padrao('/gestor')] },
  { rota: 'gestor/selecao', quem: 'gestor', estados: [padrao(SELECAO), comparacao] },
  {
    rota: 'gestor/registrar',
    quem: 'gestor',
    estados: [padrao('/gestor/registrar?busca=sem%C3%A1foro')],
  },
  // After the record above, so the list has a row.
  { rota: 'registros/:codigo', quem: 'gestor', estados: [registroFeito] },
  { rota: 'gestor/registros', quem: 'gestor', estados: [padrao('/gestor/registros')] },
  { rota: 'gestor/desfechos', quem: 'gestor', estados: [padrao('/gestor/desfechos')] },
  { rota: 'gestor/buscas', quem: 'gestor', estados: [buscaSalva] },
  { rota: 'gestor/meus-dados', quem: 'gestor', estados: [padrao('/gestor/meus-dados')] },
  { rota: 'ipt/gestores', quem: 'equipe', estados: [padrao('/ipt/gestores')] },
];
