import { useSearchParams } from 'react-router';
import { CartaoAcesso } from '../components/cartao-acesso';
import { IptRegistroForm } from '../components/ipt-registro-form';

export function IptRegistroPage() {
  const [parametros] = useSearchParams();
  return (
    <CartaoAcesso titulo="Cadastro da equipe do IPT" area="ipt">
      <IptRegistroForm emailInicial={parametros.get('email') ?? ''} />
    </CartaoAcesso>
  );
}
