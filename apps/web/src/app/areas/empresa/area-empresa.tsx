import { Outlet, useMatches } from 'react-router';
import { AvisoConfirmacaoEmail } from '@/components/conta/aviso-confirmacao-email';
import { comProximosPassos } from '@/lib/route-handle';

/** The frame of the company pages: the unconfirmed-address banner above each of them. */
export function AreaEmpresa() {
  const matches = useMatches();
  return (
    <>
      {/* Where "Próximos passos" already ask for the confirmation, the banner would repeat it. */}
      {!comProximosPassos(matches) && <AvisoConfirmacaoEmail />}
      <Outlet />
    </>
  );
}
