import { Button, Group } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { TIPO_USUARIO } from '@portal/domain';
import { Link, useLocation } from 'react-router';
import { useSessao } from '@/hooks/use-sessao';
import { SalvarEstaBusca } from './salvar-esta-busca';

/**
 * A verified manager's actions on the catalogue's search (its words and filters, as the address
 * holds them): keep it by name, with alerts, or freeze it into a market-survey record. Nobody
 * else sees them.
 */
export function AcoesDaBusca() {
  const { search } = useLocation();
  const { data: sessao } = useSessao();
  if (sessao?.tipoUsuario !== TIPO_USUARIO.GESTOR) return null;
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <SalvarEstaBusca />
      <Button
        component={Link}
        to={`/gestor/registrar${search}`}
        variant="light"
        leftSection={<IconFileCertificate size={18} aria-hidden="true" />}
      >
        Registrar esta pesquisa
      </Button>
    </Group>
  );
}
