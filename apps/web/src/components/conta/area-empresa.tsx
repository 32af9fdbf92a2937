import { Outlet, useLocation } from 'react-router';
import { AvisoConfirmacaoEmail } from './aviso-confirmacao-email';

/** The pages whose "Próximos passos" already ask for the confirmation, among the rest. */
const PAGINAS_COM_PROXIMOS_PASSOS = ['/painel', '/painel/cadastro', '/painel/lista-solucoes'];

/** The frame of the company pages: the unconfirmed-address banner above each of them. */
export function AreaEmpresa() {
  const { pathname } = useLocation();
  return (
    <>
      {!PAGINAS_COM_PROXIMOS_PASSOS.includes(pathname) && <AvisoConfirmacaoEmail />}
      <Outlet />
    </>
  );
}
