import { Outlet } from 'react-router';
import { AvisoConfirmacaoEmail } from './aviso-confirmacao-email';

/** The frame of the company pages: the unconfirmed-address banner above each of them. */
export function AreaEmpresa() {
  return (
    <>
      <AvisoConfirmacaoEmail />
      <Outlet />
    </>
  );
}
