import { CartaoAcesso } from '../components/cartao-acesso';
import { EntrarComGovbr } from '../components/entrar-com-govbr';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  return (
    <CartaoAcesso titulo="Acesso ao programa">
      <LoginForm />
      <EntrarComGovbr area="empresa" />
    </CartaoAcesso>
  );
}
