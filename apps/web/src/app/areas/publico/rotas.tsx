import type { RouteObject } from 'react-router';
import { CarregandoPagina } from '@/components/feedback/carregando-pagina';
import { AcessibilidadePage } from '@/features/publico/pages/acessibilidade-page';
import { FornecedoresPage } from '@/features/publico/pages/fornecedores-page';
import { HomePage } from '@/features/publico/pages/home-page';
import { MunicipiosPage } from '@/features/publico/pages/municipios-page';
import { SobrePage } from '@/features/publico/pages/sobre-page';
import type { RouteHandle } from '@/lib/route-handle';
import { exigirSessaoSemAceite, irParaMeusDados } from '../../guarda-sessao';
import {
  acesso,
  acoesSolucao,
  cadastroGestorGovbr,
  gestor,
  interesse,
  pesquisaMercado,
  privacidade,
  rota,
  rotaLazy,
  salvarNaSelecao,
  solucoes,
} from '../../rota';

/**
 * The pages anyone opens without signing in: the programme's own (in the first chunk, rendered
 * on the server), the catalogue, the privacy notice, and the doors in (sign-in, registration,
 * password, the staff's entrance).
 */
export const ROTAS_PUBLICAS: RouteObject[] = [
  { index: true, Component: HomePage, handle: { titulo: 'Início' } },
  rota('home', 'Início', HomePage),
  rota('sobre', 'Sobre a chamada', SobrePage),
  rota('fornecedores', 'Fornecedores', FornecedoresPage),
  rota('municipios', 'Municípios', MunicipiosPage),
  rota('acessibilidade', 'Acessibilidade', AcessibilidadePage),
  // A manager saves the search or records it as a market survey, composed here too.
  rotaLazy('solutions', 'Soluções disponibilizadas', async () => {
    const [{ SolucoesPage }, { AcoesDaBusca }] = await Promise.all([solucoes(), acoesSolucao()]);
    return () => <SolucoesPage acao={<AcoesDaBusca />} />;
  }),
  // A manager saves the solution, writes to the company and tells the outcome from its page:
  // the managers' features, composed here.
  rotaLazy('solutions/:id', 'Solução', async () => {
    const [{ SolucaoPage }, { SalvarNaSelecao }, { AcoesDoGestor }] = await Promise.all([
      solucoes(),
      salvarNaSelecao(),
      acoesSolucao(),
    ]);
    return () => (
      <SolucaoPage
        acao={(solucao) => (
          <>
            <SalvarNaSelecao />
            <AcoesDoGestor
              propostaId={solucao.id}
              titulo={solucao.titulo}
              empresa={solucao.empresa.nome}
            />
          </>
        )}
      />
    );
  }),
  rotaLazy(
    'estatisticas',
    'Estatísticas do repositório',
    async () => (await interesse()).EstatisticasRepositorioPage,
  ),
  rotaLazy(
    'alertas/cancelar',
    'Parar os alertas de uma busca',
    async () => (await pesquisaMercado()).CancelarAlertasPage,
  ),
  rotaLazy(
    'registros/:codigo',
    'Registro de pesquisa de mercado',
    async () => (await pesquisaMercado()).RegistroPage,
  ),
  rotaLazy(
    'privacidade',
    'Aviso de privacidade',
    async () => (await privacidade()).AvisoPrivacidadePage,
  ),
  rotaLazy('conta-excluida', 'Conta excluída', async () => (await privacidade()).ContaExcluidaPage),
  {
    // Outside both areas, whose guard sends here whoever has new terms to accept.
    ...rotaLazy(
      'termos/aceite',
      'Novos termos de uso',
      async () => (await privacidade()).AceiteTermosPage,
    ),
    loader: exigirSessaoSemAceite('/login'),
  },
  {
    path: 'meus-dados',
    loader: irParaMeusDados,
    hydrateFallbackElement: <CarregandoPagina />,
    handle: { titulo: 'Meus dados' } satisfies RouteHandle,
  },

  rotaLazy('login', 'Acesso ao programa', async () => (await acesso()).LoginPage),
  rotaLazy('senha', 'Informe sua senha', async () => (await acesso()).SenhaPage),
  rotaLazy('senha/esqueci', 'Esqueci minha senha', async () => (await acesso()).EsqueciSenhaPage),
  rotaLazy(
    'senha/redefinir',
    'Crie uma nova senha',
    async () => (await acesso()).RedefinirSenhaPage,
  ),
  rotaLazy(
    'email/confirmar',
    'Confirmação de e-mail',
    async () => (await acesso()).ConfirmarEmailPage,
  ),
  rotaLazy('register', 'Cadastro de empresa e usuário', async () => (await acesso()).RegisterPage),
  // "Cadastrar com gov.br" belongs to the access feature; the managers' sign-up composes it here.
  rotaLazy('gestor/cadastro', 'Cadastro de gestor público', async () => {
    const [{ GestorCadastroPage }, { EntrarComGovbr }] = await Promise.all([gestor(), acesso()]);
    return () => <GestorCadastroPage govbr={<EntrarComGovbr area="gestor" cadastro />} />;
  }),
  // A manager's first gov.br sign-in registers with the managers' form, composed here.
  rotaLazy('acesso/govbr', 'Entrar com gov.br', async () => {
    const [{ GovbrPage }, { GestorGovbrForm }] = await Promise.all([
      acesso(),
      cadastroGestorGovbr(),
    ]);
    return () => <GovbrPage cadastroGestor={<GestorGovbrForm />} />;
  }),
  rotaLazy('logout', 'Sessão encerrada com sucesso', async () => (await acesso()).LogoutPage),
  rotaLazy('ipt', 'Acesso da equipe do IPT', async () => (await acesso()).IptAcessoPage),
  rotaLazy('ipt/senha', 'Senha da equipe do IPT', async () => (await acesso()).IptSenhaPage),
  rotaLazy(
    'ipt/registro',
    'Cadastro da equipe do IPT',
    async () => (await acesso()).IptRegistroPage,
  ),
  rotaLazy(
    'ipt/logout',
    'Sessão encerrada com sucesso',
    async () => (await acesso()).IptLogoutPage,
  ),
];
