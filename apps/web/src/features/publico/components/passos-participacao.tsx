import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconClipboardCheck,
  IconFileText,
  IconSignature,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';

const PASSOS: readonly { titulo: string; texto: string; Icone: Icon }[] = [
  {
    titulo: 'Cadastre-se',
    texto: 'Informe os dados da empresa, do representante legal e do usuário responsável.',
    Icone: IconUserPlus,
  },
  {
    titulo: 'Cadastre sua solução',
    texto:
      'Descreva a solução, escolha o eixo temático e a capacidade a que ela atende e anexe fotos e documentos comprobatórios.',
    Icone: IconFileText,
  },
  {
    titulo: 'Assine e envie',
    texto:
      'Baixe o PDF da solução, colha a assinatura do representante legal e envie o documento assinado pelo portal.',
    Icone: IconSignature,
  },
  {
    titulo: 'Avaliação técnica',
    texto:
      'O IPT analisa a proposta e emite parecer técnico. Acompanhe a situação na lista de soluções cadastradas.',
    Icone: IconClipboardCheck,
  },
];

/** How a supplier takes part, in the order the portal's screens follow. */
export function PassosParticipacao() {
  return (
    <SimpleGrid component="ol" cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" m={0} p={0}>
      {PASSOS.map(({ titulo, texto, Icone }, i) => (
        <Paper
          component="li"
          key={titulo}
          withBorder
          radius="md"
          p="lg"
          style={{ listStyle: 'none' }}
        >
          <ThemeIcon size={44} radius="xl" aria-hidden="true">
            <Icone size={24} />
          </ThemeIcon>
          <Title order={3} fz="h4" mt="md" c="azulSp.9">
            <Text span c="azulSp.7" fw={800} inherit>
              {i + 1}.
            </Text>{' '}
            {titulo}
          </Title>
          <Text mt="xs">{texto}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
