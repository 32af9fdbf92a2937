import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useController, type Control } from 'react-hook-form';
import { MENSAGENS, type CriterioRubrica, type RascunhoAvaliacao } from '@portal/domain';

const INTEIRO = /^\d+$/;

/** The score a text stands for: none when empty, NaN when the scale does not allow it. */
const lerNota = (texto: string, minimo: number, maximo: number): number | null => {
  if (texto === '') return null;
  const nota = Number(texto);
  return INTEIRO.test(texto) && nota >= minimo && nota <= maximo ? nota : NaN;
};

/**
 * A criterion's score as typed. What the analyst typed stays on screen as typed: '4,5' is
 * neither rounded nor cut to '45', it is answered with the scale's rule, and the form holds
 * no score (NaN) so neither the draft nor the submission takes a value nobody chose.
 */
export function CampoNota({
  control,
  criterio,
}: {
  control: Control<RascunhoAvaliacao>;
  criterio: CriterioRubrica;
}) {
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name: `notas.${criterio.codigo}.nota` });
  const [texto, setTexto] = useState(value === null || Number.isNaN(value) ? '' : String(value));
  const { escalaMinima: minimo, escalaMaxima: maximo } = criterio;
  const regra = MENSAGENS.notasInteiras(minimo, maximo);
  const recusada = Number.isNaN(lerNota(texto, minimo, maximo));

  return (
    <TextInput
      ref={ref}
      name={name}
      label={`Nota (${minimo} a ${maximo})`}
      description={regra}
      withAsterisk
      inputMode="numeric"
      autoComplete="off"
      value={texto}
      onChange={(event) => {
        const novo = event.currentTarget.value;
        setTexto(novo);
        onChange(lerNota(novo, minimo, maximo));
      }}
      onBlur={onBlur}
      error={recusada ? regra : error?.message}
      maw={260}
    />
  );
}
