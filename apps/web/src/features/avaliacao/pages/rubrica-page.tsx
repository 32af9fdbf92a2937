import { Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { useRubrica } from '../api/rubrica';
import { ExportarNotas } from '../components/exportar-notas';
import { MargemDivergencia } from '../components/margem-divergencia';
import { RubricaForm } from '../components/rubrica-form';

/** /ipt/rubrica: the administrators' evaluation settings, rubric first. */
export function RubricaPage() {
  const { data: rubrica, isPending } = useRubrica();
  return (
    <>
      <CabecalhoPagina titulo="Rubrica de avaliação" sobretitulo="Área de avaliação do IPT">
        Critérios, pesos e escalas da avaliação técnica; margem de divergência e exportação das
        notas.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        {isPending || !rubrica ? (
          <Center py="xl" role="status">
            <Loader aria-hidden="true" />
            <Text ml="md">Carregando a rubrica…</Text>
          </Center>
        ) : (
          <Stack gap="xl">
            <section aria-labelledby="titulo-criterios">
              <Title order={2} id="titulo-criterios" fz="h3" c="azulSp.9" mb="md">
                Critérios
              </Title>
              <RubricaForm rubrica={rubrica} />
            </section>
            <Paper
              withBorder
              radius="md"
              p="md"
              component="section"
              aria-labelledby="titulo-margem"
            >
              <Title order={2} id="titulo-margem" fz="h4" c="azulSp.9" mb="sm">
                Divergência entre avaliadores
              </Title>
              <MargemDivergencia margem={rubrica.margemDivergencia} revisao={rubrica.revisao} />
            </Paper>
            <Paper
              withBorder
              radius="md"
              p="md"
              component="section"
              aria-labelledby="titulo-exportar"
            >
              <Title order={2} id="titulo-exportar" fz="h4" c="azulSp.9" mb="sm">
                Exportar notas
              </Title>
              <ExportarNotas />
            </Paper>
          </Stack>
        )}
      </Container>
    </>
  );
}
