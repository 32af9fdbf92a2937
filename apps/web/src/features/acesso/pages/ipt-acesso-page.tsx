import { CartaoAcesso } from '../components/cartao-acesso';
import { LoginForm } from '../components/login-form';

export function IptAcessoPage() {
  return (
    <CartaoAcesso titulo="Acesso da equipe do IPT" area="ipt">
      <LoginForm area="ipt" />
    </CartaoAcesso>
  );
}
