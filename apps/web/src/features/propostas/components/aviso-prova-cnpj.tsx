import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MENSAGENS } from '@portal/domain';

/** Why no row offers the signed-PDF upload yet, and where to fix it (spec §4). */
export function AvisoProvaCnpj() {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title="Comprovante de CNPJ pendente"
    >
      {MENSAGENS.provaCnpjAusente}{' '}
      <Anchor component={Link} to="/painel" inherit fw={600} underline="always">
        Ir para Dados cadastrais
      </Anchor>
    </Alert>
  );
}
