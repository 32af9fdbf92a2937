import { Navigate } from 'react-router';
import { CartaoAcesso } from '../components/cartao-acesso';
import { SenhaForm } from '../components/senha-form';
import { AREAS_ACESSO } from '../lib/areas-acesso';

export function IptSenhaPage() {
  const email = AREAS_ACESSO.ipt.email.ler();
  // Spec §2: without the e-mail of the previous step, back to /ipt.
  if (!email) return <Navigate to="/ipt" replace />;
  return (
    <CartaoAcesso titulo="Informe sua senha" area="ipt">
      <SenhaForm email={email} area="ipt" />
    </CartaoAcesso>
  );
}
