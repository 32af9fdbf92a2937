import { useId, type ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';
import classes from './secao-leitura.module.css';

export interface CampoLeitura {
  rotulo: string;
  valor: ReactNode;
}

const NAO_INFORMADO = 'Não informado';

const vazio = (valor: ReactNode) =>
  valor === null || valor === undefined || (typeof valor === 'string' && valor.trim() === '');

/** A group of read-only fields as label and value pairs; an empty value says so. */
export function SecaoLeitura({
  titulo,
  campos,
  nivel = 3,
}: {
  titulo: string;
  campos: readonly CampoLeitura[];
  /** The heading level under the page's own headings. */
  nivel?: 2 | 3;
}) {
  const idTitulo = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={idTitulo}
    >
      <Title id={idTitulo} order={nivel} fz="h4" c="azulSp.9" mb="md">
        {titulo}
      </Title>
      <dl className={classes.lista}>
        {campos.map(({ rotulo, valor }) => (
          <div key={rotulo} className={classes.campo}>
            <dt className={classes.rotulo}>{rotulo}</dt>
            <dd className={classes.valor}>
              {vazio(valor) ? (
                <Text span size="sm" c="dimmed">
                  {NAO_INFORMADO}
                </Text>
              ) : (
                valor
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}
