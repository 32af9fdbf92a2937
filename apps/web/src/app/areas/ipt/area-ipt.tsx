import { Outlet } from 'react-router';
import { CarregandoPagina } from '@/components/feedback/carregando-pagina';
import { useSessao } from '@/hooks/use-sessao';
import { acessoEquipe } from '@/lib/acesso-equipe';
import { AcessoNaoPermitido } from '@/components/feedback/acesso-nao-permitido';
import { AguardandoAprovacao } from './aguardando-aprovacao';
import { EntrarParaContinuar } from '@/components/feedback/entrar-para-continuar';

/**
 * The frame of the guarded staff pages. The route's loader already sent visitors without a
 * session to /ipt; here the account's type decides: staff see the page, an account awaiting
 * approval sees only that, a supplier is refused. The server checks each call again.
 */
export function AreaIpt() {
  const { data: sessao, isPending } = useSessao();
  if (isPending) return <CarregandoPagina />;
  // The session ended while the page was open (logout in another tab).
  if (!sessao) return <EntrarParaContinuar />;
  switch (acessoEquipe(sessao.tipoUsuario)) {
    case 'liberado':
      return <Outlet />;
    case 'pendente':
      return <AguardandoAprovacao nome={sessao.nome} />;
    default:
      return (
        <AcessoNaoPermitido
          motivo="Esta área é exclusiva da equipe do IPT. Sua conta é de uma empresa fornecedora: suas soluções ficam no painel da empresa."
          voltarPara={{ rotulo: 'Ir para o painel da empresa', para: '/painel' }}
        />
      );
  }
}
