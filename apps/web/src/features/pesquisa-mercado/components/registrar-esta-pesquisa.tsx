import { Button, Group, Text } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { TIPO_USUARIO } from '@portal/domain';
import { Link, useLocation } from 'react-router';
import { useSessao } from '@/hooks/use-sessao';

/**
 * For a verified manager on the catalogue: the way to freeze this search (its words and filters,
 * as the address holds them) into a market-survey record. Nobody else sees it.
 */
export function RegistrarEstaPesquisa() {
  const { search } = useLocation();
  const { data: sessao } = useSessao();
  if (sessao?.tipoUsuario !== TIPO_USUARIO.GESTOR) return null;
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        component={Link}
        to={`/gestor/registrar${search}`}
        variant="light"
        leftSection={<IconFileCertificate size={18} aria-hidden="true" />}
      >
        Registrar esta pesquisa
      </Button>
      <Text size="sm" c="gray.7">
        Guarda a busca, os resultados e a sua seleção para o estudo técnico preliminar.
      </Text>
    </Group>
  );
}
