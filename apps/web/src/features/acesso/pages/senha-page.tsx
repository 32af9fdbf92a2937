import { Navigate } from 'react-router';
import { CartaoAcesso } from '../components/cartao-acesso';
import { SenhaForm } from '../components/senha-form';
import { AREAS_ACESSO } from '../lib/areas-acesso';

export function SenhaPage() {
  const email = AREAS_ACESSO.empresa.email.ler();
  // Spec §2: without the e-mail of the previous step there is nothing to sign in to.
  if (!email) return <Navigate to="/login" replace />;
  return (
    <CartaoAcesso titulo="Informe sua senha">
      <SenhaForm email={email} />
    </CartaoAcesso>
  );
}
