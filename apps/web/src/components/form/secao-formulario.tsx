import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import classes from './formulario.module.css';

interface SecaoFormularioProps {
  titulo: string;
  descricao?: ReactNode;
  children: ReactNode;
}

/** A group of a long form, announced by its legend ("Dados da empresa", "Endereço"…). */
export function SecaoFormulario({ titulo, descricao, children }: SecaoFormularioProps) {
  return (
    <fieldset className={classes.secao}>
      <legend className={classes.legenda}>{titulo}</legend>
      <Stack gap="md" className={classes.corpo}>
        {descricao && (
          <Text size="sm" c="dimmed">
            {descricao}
          </Text>
        )}
        {children}
      </Stack>
    </fieldset>
  );
}
