import { EncerrarSessao } from '../components/encerrar-sessao';

export function IptLogoutPage() {
  return <EncerrarSessao entrada="/ipt" />;
}
