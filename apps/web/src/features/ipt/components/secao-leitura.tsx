import type { ReactNode } from 'react';
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
}: {
  titulo: string;
  campos: readonly CampoLeitura[];
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={3} fz="h4" c="azulSp.9" mb="md">
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
