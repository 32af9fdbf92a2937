import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentosAdmin } from '../api/documentos';
import { agruparDocumentos } from '../lib/grupos-documentos';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { ItemDocumento } from './item-documento';

/** Every document of the manifest, grouped as the public pages show them. */
export function GerenciarDocumentos() {
  const { data, isPending, isError, error, refetch } = useDocumentosAdmin();
  if (isPending)
    return (
      <Center py="xl" role="status">
        <Loader aria-hidden="true" />
        <Text ml="md">Carregando os documentos…</Text>
      </Center>
    );
  if (isError) return <ErroConsulta erro={error} onTentarNovamente={() => void refetch()} />;

  return (
    <Stack gap="lg">
      {agruparDocumentos(data).map((grupo) => (
        <Paper
          key={grupo.titulo}
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-label={grupo.titulo}
        >
          <Title order={2} fz="h4" c="azulSp.9" mb="xs">
            {grupo.titulo}
          </Title>
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {grupo.documentos.map((documento) => (
              <ItemDocumento key={documento.id} documento={documento} />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
