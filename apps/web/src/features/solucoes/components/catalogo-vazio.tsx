import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingCommunity, IconSearchOff } from '@tabler/icons-react';
import { MENSAGENS } from '@portal/domain';

interface CatalogoVazioProps {
  /** With filters in use nothing matched; without them the repository has no solution yet. */
  filtrado: boolean;
  onLimpar: () => void;
}

/** No cards to show, and why: a search that found nothing, or a repository still forming. */
export function CatalogoVazio({ filtrado, onLimpar }: CatalogoVazioProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 40 }}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
          {filtrado ? <IconSearchOff size={30} /> : <IconBuildingCommunity size={30} />}
        </ThemeIcon>
        <Title order={2} fz="h3" c="azulSp.9">
          {filtrado ? MENSAGENS.nenhumaSolucaoPublicada : 'O repositório está sendo formado'}
        </Title>
        <Text maw={560} c="gray.8">
          {filtrado
            ? 'Tente outras palavras ou outro eixo temático.'
            : 'As soluções aparecem aqui assim que o IPT conclui a avaliação técnica e as disponibiliza no portal. Volte em breve.'}
        </Text>
        {filtrado && (
          <Button variant="default" onClick={onLimpar} mt="xs">
            Limpar filtros
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
