import { Badge, Group, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { EIXOS, isCapacidadeOutros } from '@portal/domain';
import { CONTEUDO_EIXOS } from '../content/eixos-conteudo';

/** The five axes of the call with the capabilities a solution can be registered under. */
export function EixosCards() {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" m={0} p={0}>
      {EIXOS.map((eixo) => {
        const conteudo = CONTEUDO_EIXOS[eixo.id];
        return (
          <Paper
            component="li"
            key={eixo.id}
            withBorder
            radius="md"
            p="lg"
            style={{ listStyle: 'none' }}
          >
            {conteudo && (
              <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
                <conteudo.Icone size={28} />
              </ThemeIcon>
            )}
            <Title order={3} fz="h4" mt="md" c="azulSp.9">
              {eixo.descricao}
            </Title>
            <Text mt="xs">{conteudo?.resumo}</Text>
            <Group gap={6} mt="md" aria-label={`Capacidades do eixo ${eixo.descricao}`} role="list">
              {eixo.capacidades
                .filter((c) => !isCapacidadeOutros(c.id))
                .map((c) => (
                  <Badge
                    key={c.id}
                    role="listitem"
                    variant="light"
                    color="azulSp"
                    tt="none"
                    fw={600}
                  >
                    {c.descricao}
                  </Badge>
                ))}
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
