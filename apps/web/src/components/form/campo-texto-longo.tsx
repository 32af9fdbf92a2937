import { Textarea, type TextareaProps } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type CampoTextoLongoProps<T extends FieldValues, TSaida = T> = Omit<
  TextareaProps,
  'name' | 'label' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'maxLength'
> & {
  name: FieldPath<T>;
  control: Control<T, unknown, TSaida>;
  label: string;
  maxLength: number;
  inputName?: string;
};

/** A multi-line text with the spec's limit and a live character count under it. */
export function CampoTextoLongo<T extends FieldValues, TSaida = T>({
  name,
  control,
  label,
  maxLength,
  inputName,
  ...props
}: CampoTextoLongoProps<T, TSaida>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ name, control });
  const texto = (value as string | null | undefined) ?? '';
  return (
    <Textarea
      autosize
      minRows={3}
      maxRows={8}
      {...props}
      ref={ref}
      name={inputName ?? name}
      label={label}
      maxLength={maxLength}
      value={texto}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      description={`${texto.length} de ${maxLength} caracteres`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={error?.message}
    />
  );
}
