import { Group, Radio } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface CampoSimNaoProps<T extends FieldValues, TSaida = T> {
  name: FieldPath<T>;
  control: Control<T, unknown, TSaida>;
  label: string;
  withAsterisk?: boolean;
  /** Runs after the answer changed, for fields that depend on it. */
  aoMudar?: (valor: boolean) => void;
}

const VALOR = { Sim: true, Não: false } as const;

/** A yes/no question held as a boolean (null until answered), shown as two radios. */
export function CampoSimNao<T extends FieldValues, TSaida = T>({
  name,
  control,
  label,
  withAsterisk,
  aoMudar,
}: CampoSimNaoProps<T, TSaida>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ name, control });
  const selecionado = value === true ? 'Sim' : value === false ? 'Não' : null;
  return (
    <Radio.Group
      name={name}
      label={label}
      withAsterisk={withAsterisk}
      value={selecionado}
      onChange={(texto) => {
        const valor = VALOR[texto as keyof typeof VALOR];
        onChange(valor);
        aoMudar?.(valor);
      }}
      error={error?.message}
    >
      <Group gap="xl" mt={6}>
        {(Object.keys(VALOR) as (keyof typeof VALOR)[]).map((opcao, i) => (
          <Radio
            key={opcao}
            value={opcao}
            label={opcao}
            // The first radio takes the focus when the question is the first wrong field.
            ref={i === 0 ? ref : undefined}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
