import type { RouteObject } from 'react-router';
import { CarregandoPagina } from '@/components/feedback/carregando-pagina';
import type { RouteHandle } from '@/lib/route-handle';
import { DADOS_DAS_ROTAS } from '../../dados-das-rotas';
import { exigirSessao } from '../../guarda-sessao';
import { avaliacao, interesse, painel, privacidade, propostas, rotaLazy } from '../../rota';

/** A page that shows "Próximos passos", so the frame leaves out the e-mail banner. */
const comProximosPassos = (rota: RouteObject): RouteObject => ({
  ...rota,
  handle: { ...(rota.handle as RouteHandle), comProximosPassos: true } satisfies RouteHandle,
});

/** The company's area: registration data, its team, its solutions and their evaluation. */
export const AREA_EMPRESA: RouteObject = {
  // Company area (login required, spec §6): the session guard attaches to this group.
  id: 'area-empresa',
  loader: exigirSessao('/login'),
  hydrateFallbackElement: <CarregandoPagina />,
  lazy: async () => ({
    Component: (await import('./area-empresa')).AreaEmpresa,
  }),
  children: [
    comProximosPassos({
      ...rotaLazy(
        'painel',
        'Usuário - Dados cadastrais',
        async () => (await painel()).DadosCadastraisPage,
      ),
      loader: DADOS_DAS_ROTAS.painel,
    }),
    comProximosPassos({
      ...rotaLazy(
        'painel/cadastro',
        'Usuário - Dados cadastrais',
        async () => (await painel()).DadosCadastraisPage,
      ),
      loader: DADOS_DAS_ROTAS.painel,
    }),
    rotaLazy('painel/equipe', 'Equipe da empresa', async () => (await painel()).EquipeEmpresaPage),
    rotaLazy(
      'painel/interesse-municipios',
      'Interesse de municípios',
      async () => (await interesse()).InteresseMunicipiosPage,
    ),
    rotaLazy('painel/meus-dados', 'Meus dados', async () => (await privacidade()).MeusDadosPage),
    rotaLazy(
      'painel/propostas/:id/portal',
      'Prévia do texto para o portal',
      async () => (await propostas()).PreviaPortalPage,
    ),
    // One route for the new solution and its own address after the first save, so the
    // form stays mounted (with the files still chosen) when the address gains the id.
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
    comProximosPassos({
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
    }),
  ],
};
