import { Anchor, SimpleGrid } from '@mantine/core';
import type { SolucaoPublica } from '@portal/domain';
import { SecaoTitulada } from '@/components/leitura/secao-titulada';
import classes from './galeria-fotos.module.css';

/** The solution's photos; each opens at full size in a new tab. */
export function GaleriaFotos({ titulo, fotos }: Pick<SolucaoPublica, 'titulo' | 'fotos'>) {
  if (fotos.length === 0) return null;
  return (
    <SecaoTitulada titulo="Fotos" nivel={2}>
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
    </SecaoTitulada>
  );
}
