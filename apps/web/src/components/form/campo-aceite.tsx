import type { ReactNode } from 'react';
import { Checkbox } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface CampoAceiteProps<T extends FieldValues, TSaida = T> {
  name: FieldPath<T>;
  control: Control<T, unknown, TSaida>;
  label: ReactNode;
}

/** A yes/no consent bound to the form as a boolean (the data-protection terms of spec §5). */
export function CampoAceite<T extends FieldValues, TSaida = T>({
  name,
  control,
  label,
}: CampoAceiteProps<T, TSaida>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ name, control });
  return (
    <Checkbox
      ref={ref}
      name={name}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      label={label}
      error={error?.message}
      size="md"
    />
  );
}
