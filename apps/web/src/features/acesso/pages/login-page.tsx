import { CartaoAcesso } from '../components/cartao-acesso';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  return (
    <CartaoAcesso titulo="Acesso ao programa">
      <LoginForm />
    </CartaoAcesso>
  );
}
