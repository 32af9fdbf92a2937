import { LINHAS } from './semente.ts';
import { menuAberto, padrao, type Tela } from './telas.ts';

/** The catalogue's second page: a full grid of cards, pages before and after it. */
const catalogoCheio = padrao('/solutions?pagina=2', {
  nome: `catálogo com ${LINHAS} soluções, segunda página`,
});

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
  { rota: 'privacidade', quem: 'visitante', estados: [padrao('/privacidade')] },
  { rota: 'conta-excluida', quem: 'visitante', estados: [padrao('/conta-excluida')] },
  { rota: '*', quem: 'visitante', estados: [padrao('/pagina-que-nao-existe')] },
];
