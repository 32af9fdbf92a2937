import type { RouteObject } from 'react-router';
import { CarregandoPagina } from '@/components/feedback/carregando-pagina';
import { DADOS_DAS_ROTAS } from '../../dados-das-rotas';
import { exigirSessao } from '../../guarda-sessao';
import { avaliacao, gestor, ipt, privacidade, rotaLazy } from '../../rota';

/** The institute staff's area: the solutions, their evaluation and the call's administration. */
export const AREA_IPT: RouteObject = {
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
      const [{ IptHomePage }, { AtribuirEmLote }] = await Promise.all([ipt(), avaliacao()]);
      return () => (
        <IptHomePage
          acaoEmLote={(ids, limpar) => <AtribuirEmLote propostaIds={ids} onConcluido={limpar} />}
        />
      );
    }),
    {
      ...rotaLazy('ipt/solution/:id', 'Detalhes da solução', async () => {
        const [{ IptSolucaoPage }, { PainelAvaliacao }] = await Promise.all([ipt(), avaliacao()]);
        return () => <IptSolucaoPage avaliacao={<PainelAvaliacao />} />;
      }),
      loader: DADOS_DAS_ROTAS.solucaoDaEquipe,
    },
    rotaLazy(
      'ipt/avaliacoes',
      'Minhas avaliações',
      async () => (await avaliacao()).MinhasAvaliacoesPage,
    ),
    rotaLazy('ipt/rubrica', 'Rubrica de avaliação', async () => (await avaliacao()).RubricaPage),
    rotaLazy('ipt/equipe', 'Equipe do IPT', async () => (await ipt()).EquipePage),
    rotaLazy(
      'ipt/pedidos-empresas',
      'Pedidos de empresas sem integrantes',
      async () => (await ipt()).PedidosEmpresasPage,
    ),
    rotaLazy(
      'ipt/gestores',
      'Gestores públicos aguardando verificação',
      async () => (await gestor()).GestoresPendentesPage,
    ),
    rotaLazy('ipt/documentos', 'Documentos do programa', async () => (await ipt()).DocumentosPage),
    rotaLazy('ipt/calendario', 'Calendário da chamada', async () => (await ipt()).CalendarioPage),
    rotaLazy('ipt/conta', 'Minha conta', async () => (await ipt()).ContaPage),
    rotaLazy('ipt/emails', 'E-mails enviados', async () => (await ipt()).EmailsPage),
    rotaLazy('ipt/auditoria', 'Registro de auditoria', async () => (await ipt()).AuditoriaPage),
    rotaLazy(
      'ipt/privacidade',
      'Privacidade e dados pessoais',
      async () => (await ipt()).PrivacidadePage,
    ),
    rotaLazy('ipt/meus-dados', 'Meus dados', async () => (await privacidade()).MeusDadosPage),
  ],
};

/** 'Empresas Cadastradas', outside the guarded area as the spec has it (the page says who may see). */
export const EMPRESAS_CADASTRADAS: RouteObject = rotaLazy(
  'ipt/companies',
  'Empresas Cadastradas',
  async () => (await ipt()).EmpresasPage,
);
