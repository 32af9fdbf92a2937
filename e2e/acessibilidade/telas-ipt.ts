import { escolher } from '../ipt/apoio.ts';
import { visible } from '../support/browser.ts';
import { LINHAS, type Semente } from './semente.ts';
import { botao, comErros, dialogo, menuAberto, padrao, type Tela } from './telas.ts';

const solucao = (s: Semente) => `/ipt/solution/${s.assinadaId}`;

/** The staff's area, signed in as the institute's administrator. */
export const TELAS_IPT: Tela[] = [
  {
    rota: 'ipt/home',
    quem: 'equipe',
    estados: [
      padrao('/ipt/home', { nome: `tabela com ${LINHAS} soluções` }),
      menuAberto('/ipt/home'),
    ],
  },
  {
    rota: 'ipt/solution/:id',
    quem: 'equipe',
    estados: [
      padrao(solucao, { nome: 'detalhe da solução enviada' }),
      dialogo('Alterar Status', solucao, (page) => botao(page, 'Alterar Status').click()),
      {
        ...dialogo('Alterar Status', solucao, async (page) => {
          await botao(page, 'Alterar Status').click();
          await escolher(page, /Status/, 'Disponibilizada no Portal');
          await botao(page, 'Revisar publicação').click();
          await visible(page.getByText('Confirme a publicação no portal'));
        }),
        nome: 'diálogo "Alterar Status" na revisão da publicação',
      },
      dialogo('Solicitar alterações', solucao, (page) =>
        botao(page, 'Solicitar alterações').click(),
      ),
      dialogo('Emitir o parecer técnico?', solucao, (page) =>
        botao(page, 'Emitir parecer').click(),
      ),
    ],
  },
  { rota: 'ipt/avaliacoes', quem: 'equipe', estados: [padrao('/ipt/avaliacoes')] },
  { rota: 'ipt/rubrica', quem: 'equipe', estados: [padrao('/ipt/rubrica')] },
  { rota: 'ipt/equipe', quem: 'equipe', estados: [padrao('/ipt/equipe')] },
  { rota: 'ipt/pedidos-empresas', quem: 'equipe', estados: [padrao('/ipt/pedidos-empresas')] },
  { rota: 'ipt/documentos', quem: 'equipe', estados: [padrao('/ipt/documentos')] },
  { rota: 'ipt/calendario', quem: 'equipe', estados: [padrao('/ipt/calendario')] },
  {
    rota: 'ipt/conta',
    quem: 'equipe',
    estados: [
      padrao('/ipt/conta'),
      comErros('/ipt/conta', (page) => botao(page, 'Alterar senha').click()),
    ],
  },
  { rota: 'ipt/emails', quem: 'equipe', estados: [padrao('/ipt/emails')] },
  {
    rota: 'ipt/auditoria',
    quem: 'equipe',
    estados: [padrao('/ipt/auditoria', { nome: `${LINHAS} registros por página` })],
  },
  { rota: 'ipt/privacidade', quem: 'equipe', estados: [padrao('/ipt/privacidade')] },
  { rota: 'ipt/meus-dados', quem: 'equipe', estados: [padrao('/ipt/meus-dados')] },
  {
    rota: 'ipt/companies',
    quem: 'equipe',
    estados: [padrao('/ipt/companies', { nome: `${LINHAS} empresas` })],
  },
];
