import { LINHAS } from './semente.ts';
import { visible } from '../support/browser.ts';
import { aguardarTela, botao, menuAberto, padrao, type Estado, type Tela } from './telas.ts';

/** The catalogue's second page: a full grid of cards, pages before and after it. */
const catalogoCheio = padrao('/solutions?pagina=2', {
  nome: `catálogo com ${LINHAS} soluções, segunda página`,
});

// The link of a search since deleted: the page asks, and the answer is the refusal.
const LINK_DE_ALERTA_VENCIDO = `/alertas/cancelar?token=${'x'.repeat(43)}`;
const alertaVencido: Estado = {
  nome: 'link que não vale mais',
  async preparar(page) {
    await page.goto(LINK_DE_ALERTA_VENCIDO);
    await aguardarTela(page);
    await botao(page, 'Parar os alertas desta busca').click();
    await visible(page.getByText(/Este link de alertas não vale mais/));
  },
};

/** The pages anyone reads without signing in. */
export const TELAS_PUBLICO: Tela[] = [
  { rota: '', quem: 'visitante', estados: [padrao('/'), menuAberto('/')] },
  { rota: 'home', quem: 'visitante', estados: [padrao('/home')] },
  { rota: 'sobre', quem: 'visitante', estados: [padrao('/sobre')] },
  { rota: 'fornecedores', quem: 'visitante', estados: [padrao('/fornecedores')] },
  { rota: 'municipios', quem: 'visitante', estados: [padrao('/municipios')] },
  { rota: 'solutions', quem: 'visitante', estados: [padrao('/solutions'), catalogoCheio] },
  {
    rota: 'solutions/:id',
    quem: 'visitante',
    estados: [padrao((s) => `/solutions/${s.publicadaId}`)],
  },
  { rota: 'acessibilidade', quem: 'visitante', estados: [padrao('/acessibilidade')] },
  { rota: 'estatisticas', quem: 'visitante', estados: [padrao('/estatisticas')] },
  {
    rota: 'alertas/cancelar',
    quem: 'visitante',
    estados: [padrao(LINK_DE_ALERTA_VENCIDO), alertaVencido],
  },
  { rota: 'privacidade', quem: 'visitante', estados: [padrao('/privacidade')] },
  { rota: 'conta-excluida', quem: 'visitante', estados: [padrao('/conta-excluida')] },
  { rota: '*', quem: 'visitante', estados: [padrao('/pagina-que-nao-existe')] },
];
