import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import classes from './secao-leitura.module.css';
import { SecaoTitulada } from './secao-titulada';

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
  return (
    <SecaoTitulada titulo={titulo} nivel={nivel}>
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
    </SecaoTitulada>
  );
}
