import { TextInput, type TextInputProps } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type CampoTextoProps<T extends FieldValues, TSaida = T> = Omit<
  TextInputProps,
  'name' | 'label' | 'value' | 'defaultValue' | 'onChange' | 'error'
> & {
  /** The form path; unless `inputName` says otherwise it is also the input's `name`. */
  name: FieldPath<T>;
  control: Control<T, unknown, TSaida>;
  /** Always visible: placeholders alone are not labels. */
  label: string;
  /** The spec's field name when the form nests it (path `empresa.endereco.cep`, name `cep`). */
  inputName?: string;
  /** Formats the value as it is typed (CNPJ, CPF, CEP, phone masks of spec §9). */
  mascara?: (valor: string) => string;
};

/**
 * The form-field pattern of the portal: a react-hook-form field whose `name` attribute is the
 * spec's field name, with a visible Portuguese label and the schema's message under it.
 */
export function CampoTexto<T extends FieldValues, TSaida = T>({
  name,
  control,
  label,
  inputName,
  mascara,
  ...props
}: CampoTextoProps<T, TSaida>) {
  const {
    field: { ref, value, onChange, onBlur, disabled },
    fieldState: { error },
  } = useController({ name, control });
  return (
    <TextInput
      {...props}
      ref={ref}
      name={inputName ?? name}
      value={(value as string | null | undefined) ?? ''}
      onChange={(event) => {
        const texto = event.currentTarget.value;
        onChange(mascara ? mascara(texto) : texto);
      }}
      onBlur={(event) => {
        onBlur();
        props.onBlur?.(event);
      }}
      disabled={disabled ?? props.disabled}
      label={label}
      error={error?.message}
    />
  );
}
