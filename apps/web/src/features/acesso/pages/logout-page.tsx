import { EncerrarSessao } from '../components/encerrar-sessao';

export function LogoutPage() {
  return <EncerrarSessao entrada="/login" />;
}
