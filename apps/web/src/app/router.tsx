import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { CarregandoPagina } from '@/components/feedback/carregando-pagina';
import { ErroPagina } from '@/components/feedback/erro-pagina';
import { AcessibilidadePage } from '@/features/publico/pages/acessibilidade-page';
import { FornecedoresPage } from '@/features/publico/pages/fornecedores-page';
import { HomePage } from '@/features/publico/pages/home-page';
import { MunicipiosPage } from '@/features/publico/pages/municipios-page';
import { NaoEncontradaPage } from '@/features/publico/pages/nao-encontrada-page';
import { SobrePage } from '@/features/publico/pages/sobre-page';
import type { RouteHandle } from '@/lib/route-handle';
import { exigirSessao, exigirSessaoSemAceite, irParaMeusDados } from './guarda-sessao';
import { DADOS_DAS_ROTAS } from './dados-das-rotas';
import { RootLayout } from './root-layout';

const rota = (path: string, titulo: string, Component: ComponentType): RouteObject => ({
  path,
  Component,
  handle: { titulo } satisfies RouteHandle,
});

/**
 * A route whose code is fetched on first visit, so '/' never downloads the company, access or
 * staff areas. The title stays here, static, so the tab is named before the chunk arrives.
 */
const rotaLazy = (
  path: string,
  titulo: string,
  carregar: () => Promise<ComponentType>,
): RouteObject => ({
  path,
  handle: { titulo } satisfies RouteHandle,
  hydrateFallbackElement: <CarregandoPagina />,
  lazy: async () => ({ Component: await carregar() }),
});

const acesso = () => import('@/features/acesso/acesso-routes');
const painel = () => import('@/features/painel/painel-routes');
const propostas = () => import('@/features/propostas/propostas-routes');
const ipt = () => import('@/app/areas/ipt/ipt-routes');
const solucoes = () => import('@/features/solucoes/solucoes-routes');
const avaliacao = () => import('@/features/avaliacao/avaliacao-routes');
const privacidade = () => import('@/features/privacidade/privacidade-routes');

/** The whole route table of spec §2. */
export const rotas: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // Errors render inside the layout, so the visitor keeps the header and the way home.
        errorElement: <ErroPagina />,
        children: [
          { index: true, Component: HomePage, handle: { titulo: 'Início' } },
          rota('home', 'Início', HomePage),
          rota('sobre', 'Sobre a chamada', SobrePage),
          rota('fornecedores', 'Fornecedores', FornecedoresPage),
          rota('municipios', 'Municípios', MunicipiosPage),
          rota('acessibilidade', 'Acessibilidade', AcessibilidadePage),
          rotaLazy(
            'solutions',
            'Soluções disponibilizadas',
            async () => (await solucoes()).SolucoesPage,
          ),
          rotaLazy('solutions/:id', 'Solução', async () => (await solucoes()).SolucaoPage),
          rotaLazy(
            'privacidade',
            'Aviso de privacidade',
            async () => (await privacidade()).AvisoPrivacidadePage,
          ),
          rotaLazy(
            'conta-excluida',
            'Conta excluída',
            async () => (await privacidade()).ContaExcluidaPage,
          ),
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
          rotaLazy(
            'senha/esqueci',
            'Esqueci minha senha',
            async () => (await acesso()).EsqueciSenhaPage,
          ),
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
          rotaLazy(
            'register',
            'Cadastro de empresa e usuário',
            async () => (await acesso()).RegisterPage,
          ),
          rotaLazy('acesso/govbr', 'Entrar com gov.br', async () => (await acesso()).GovbrPage),
          rotaLazy(
            'logout',
            'Sessão encerrada com sucesso',
            async () => (await acesso()).LogoutPage,
          ),
          rotaLazy('ipt', 'Acesso da equipe do IPT', async () => (await acesso()).IptAcessoPage),
          rotaLazy(
            'ipt/senha',
            'Senha da equipe do IPT',
            async () => (await acesso()).IptSenhaPage,
          ),
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

          {
            // Company area (login required, spec §6): the session guard attaches to this group.
            id: 'area-empresa',
            loader: exigirSessao('/login'),
            hydrateFallbackElement: <CarregandoPagina />,
            lazy: async () => ({
              Component: (await import('@/components/conta/area-empresa')).AreaEmpresa,
            }),
            children: [
              {
                ...rotaLazy(
                  'painel',
                  'Usuário - Dados cadastrais',
                  async () => (await painel()).DadosCadastraisPage,
                ),
                loader: DADOS_DAS_ROTAS.painel,
              },
              {
                ...rotaLazy(
                  'painel/cadastro',
                  'Usuário - Dados cadastrais',
                  async () => (await painel()).DadosCadastraisPage,
                ),
                loader: DADOS_DAS_ROTAS.painel,
              },
              // One route for the new solution and its own address after the first save, so the
              // form stays mounted (with the files still chosen) when the address gains the id.
              rotaLazy(
                'painel/equipe',
                'Equipe da empresa',
                async () => (await painel()).EquipeEmpresaPage,
              ),
              rotaLazy(
                'painel/meus-dados',
                'Meus dados',
                async () => (await privacidade()).MeusDadosPage,
              ),
              rotaLazy(
                'painel/propostas/:id/portal',
                'Prévia do texto para o portal',
                async () => (await propostas()).PreviaPortalPage,
              ),
              rotaLazy(
                'painel/propostas/:id?',
                'Cadastro da solução',
                async () => (await propostas()).PropostaFormPage,
              ),
              rotaLazy(
                'painel/cadastro-sucesso',
                'Cadastro da proposta realizada com sucesso!!',
                async () => (await propostas()).CadastroSucessoPage,
              ),
              {
                ...rotaLazy(
                  'painel/lista-solucoes',
                  'Soluções cadastradas',
                  // The evaluation's released opinions sit on the company's list of solutions.
                  async () => {
                    const [{ ListaSolucoesPage }, { PareceresLiberados }] = await Promise.all([
                      propostas(),
                      avaliacao(),
                    ]);
                    return () => <ListaSolucoesPage pareceres={<PareceresLiberados />} />;
                  },
                ),
                loader: DADOS_DAS_ROTAS.listaDaEmpresa,
              },
            ],
          },
          {
            // Staff area (login required, spec §6); /ipt/companies is outside it, as in the spec.
            // A staff member whose session ended signs in again at the staff entrance; inside,
            // the frame shows a supplier 'Acesso não permitido' and a pending account only that
            // it awaits approval.
            id: 'area-ipt',
            loader: exigirSessao('/ipt'),
            hydrateFallbackElement: <CarregandoPagina />,
            lazy: async () => ({ Component: (await ipt()).AreaIpt }),
            children: [
              // The staff table and the solution page carry the technical evaluation,
              // another feature, composed here so neither feature imports the other.
              rotaLazy('ipt/home', 'Estatísticas e soluções', async () => {
                const [{ IptHomePage }, { AtribuirEmLote }] = await Promise.all([
                  ipt(),
                  avaliacao(),
                ]);
                return () => (
                  <IptHomePage
                    acaoEmLote={(ids, limpar) => (
                      <AtribuirEmLote propostaIds={ids} onConcluido={limpar} />
                    )}
                  />
                );
              }),
              {
                ...rotaLazy('ipt/solution/:id', 'Detalhes da solução', async () => {
                  const [{ IptSolucaoPage }, { PainelAvaliacao }] = await Promise.all([
                    ipt(),
                    avaliacao(),
                  ]);
                  return () => <IptSolucaoPage avaliacao={<PainelAvaliacao />} />;
                }),
                loader: DADOS_DAS_ROTAS.solucaoDaEquipe,
              },
              rotaLazy(
                'ipt/avaliacoes',
                'Minhas avaliações',
                async () => (await avaliacao()).MinhasAvaliacoesPage,
              ),
              rotaLazy(
                'ipt/rubrica',
                'Rubrica de avaliação',
                async () => (await avaliacao()).RubricaPage,
              ),
              rotaLazy('ipt/equipe', 'Equipe do IPT', async () => (await ipt()).EquipePage),
              rotaLazy(
                'ipt/pedidos-empresas',
                'Pedidos de empresas sem integrantes',
                async () => (await ipt()).PedidosEmpresasPage,
              ),
              rotaLazy(
                'ipt/documentos',
                'Documentos do programa',
                async () => (await ipt()).DocumentosPage,
              ),
              rotaLazy(
                'ipt/calendario',
                'Calendário da chamada',
                async () => (await ipt()).CalendarioPage,
              ),
              rotaLazy('ipt/conta', 'Minha conta', async () => (await ipt()).ContaPage),
              rotaLazy('ipt/emails', 'E-mails enviados', async () => (await ipt()).EmailsPage),
              rotaLazy(
                'ipt/auditoria',
                'Registro de auditoria',
                async () => (await ipt()).AuditoriaPage,
              ),
              rotaLazy(
                'ipt/privacidade',
                'Privacidade e dados pessoais',
                async () => (await ipt()).PrivacidadePage,
              ),
              rotaLazy(
                'ipt/meus-dados',
                'Meus dados',
                async () => (await privacidade()).MeusDadosPage,
              ),
            ],
          },
          rotaLazy('ipt/companies', 'Empresas Cadastradas', async () => (await ipt()).EmpresasPage),

          rota('*', 'Página não encontrada', NaoEncontradaPage),
        ],
      },
    ],
  },
];
