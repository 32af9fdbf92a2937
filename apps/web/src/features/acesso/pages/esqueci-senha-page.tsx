import { useSearchParams } from 'react-router';
import { CartaoAcesso } from '../components/cartao-acesso';
import { EsqueciSenhaForm } from '../components/esqueci-senha-form';
import { AREAS_ACESSO } from '../lib/areas-acesso';

/** /senha/esqueci (?area=ipt from the staff entrance): asks for the e-mail of the account. */
export function EsqueciSenhaPage() {
  const [params] = useSearchParams();
  const area = params.get('area') === 'ipt' ? 'ipt' : 'empresa';
  const rotas = AREAS_ACESSO[area];
  return (
    <CartaoAcesso titulo="Esqueci minha senha" area={area}>
      <EsqueciSenhaForm emailInicial={rotas.email.ler() ?? ''} voltarPara={rotas.inicio} />
    </CartaoAcesso>
  );
}
