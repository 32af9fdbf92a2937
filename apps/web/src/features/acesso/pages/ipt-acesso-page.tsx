import { CartaoAcesso } from '../components/cartao-acesso';
import { EntrarComGovbr } from '../components/entrar-com-govbr';
import { LoginForm } from '../components/login-form';

export function IptAcessoPage() {
  return (
    <CartaoAcesso titulo="Acesso da equipe do IPT" area="ipt">
      <LoginForm area="ipt" />
      <EntrarComGovbr area="ipt" />
    </CartaoAcesso>
  );
}
