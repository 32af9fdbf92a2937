import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { LINKS_DADOS_ABERTOS } from '../api/listar-solucoes';

/** The published catalogue as open data, with the same public fields the cards show. */
export function DadosAbertos() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" bg="gray.0">
      <Title order={2} fz="h4" c="azulSp.9">
        Dados abertos
      </Title>
      <Text size="sm" mt={6} maw={720}>
        Todas as soluções disponibilizadas no portal, com os mesmos campos públicos desta página
        (título, descrição, palavras-chave, eixo, capacidade e empresa), para consulta e reuso em
        planilhas e sistemas, e as estatísticas do repositório por eixo (soluções, municípios
        interessados e desfechos, só contagens). Os arquivos não trazem dados pessoais.
      </Text>
      <Group gap="sm" mt="md">
        <Button
          component="a"
          href={LINKS_DADOS_ABERTOS.csv}
          download
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          Baixar dados abertos (CSV)
        </Button>
        <Button
          component="a"
          href={LINKS_DADOS_ABERTOS.json}
          download
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          Baixar dados abertos (JSON)
        </Button>
        <Button
          component="a"
          href={LINKS_DADOS_ABERTOS.estatisticas}
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          Estatísticas por eixo (JSON)
        </Button>
      </Group>
    </Paper>
  );
}
