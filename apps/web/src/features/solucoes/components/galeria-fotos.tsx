import { useId } from 'react';
import { Anchor, Paper, SimpleGrid, Title } from '@mantine/core';
import type { SolucaoPublica } from '@portal/domain';
import classes from './galeria-fotos.module.css';

/** The solution's photos; each opens at full size in a new tab. */
export function GaleriaFotos({ titulo, fotos }: Pick<SolucaoPublica, 'titulo' | 'fotos'>) {
  const idTitulo = useId();
  if (fotos.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={idTitulo}
    >
      <Title id={idTitulo} order={2} fz="h4" c="azulSp.9" mb="md">
        Fotos
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: Math.min(fotos.length, 2), md: Math.min(fotos.length, 3) }}
        spacing="sm"
        className={classes.lista}
      >
        {fotos.map((foto, i) => (
          <li key={foto.id}>
            <Anchor
              href={foto.url}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.foto}
              aria-label={`Abrir foto ${i + 1} de ${fotos.length} em tamanho original (nova aba)`}
            >
              <img
                src={foto.url}
                alt={fotos.length === 1 ? titulo : `${titulo} — foto ${i + 1} de ${fotos.length}`}
                loading={i < 3 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </Anchor>
          </li>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
