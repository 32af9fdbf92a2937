import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconFileAlert } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSessao } from '@/hooks/use-sessao';
import { useDocumentosAdmin } from '../api/documentos';
import { isAdministrador } from '@/lib/acesso-equipe';

/**
 * A fresh deployment shows 'Documento em breve' for every programme document; this tells the
 * administrator which ones are still missing and where to upload them. Nothing when all are in.
 */
export function DocumentosPendentes() {
  const { data: sessao } = useSessao();
  const administrador = sessao ? isAdministrador(sessao.tipoUsuario) : false;
  const documentos = useDocumentosAdmin(administrador);
  const pendentes = (documentos.data ?? []).filter((d) => d.nomeOriginal === null);
  if (!administrador || pendentes.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconFileAlert aria-hidden="true" />}
      title={
        pendentes.length === 1
          ? 'Um documento do programa ainda não foi enviado'
          : `${pendentes.length} documentos do programa ainda não foram enviados`
      }
    >
      <Text size="sm">Nas páginas públicas eles aparecem como “Documento em breve”:</Text>
      <List size="sm" mt={4} spacing={2}>
        {pendentes.map((d) => (
          <List.Item key={d.id}>{d.titulo}</List.Item>
        ))}
      </List>
      <Anchor
        component={Link}
        to="/ipt/documentos"
        fw={700}
        size="sm"
        mt="xs"
        display="inline-block"
      >
        Enviar os documentos do programa
      </Anchor>
    </Alert>
  );
}
