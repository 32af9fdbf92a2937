import { TextInput, type TextInputProps } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type CampoTextoProps<T extends FieldValues> = Omit<
  TextInputProps,
  'name' | 'label' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  /** The spec's field name (e.g. 'titulo', 'destinoOutro'); it becomes the input's `name`. */
  name: FieldPath<T>;
  control: Control<T>;
  /** Always visible: placeholders alone are not labels. */
  label: string;
};

/**
 * The form-field pattern of the portal: a react-hook-form field whose `name` attribute is the
 * spec's field name, with a visible Portuguese label and the schema's message under it.
 */
export function CampoTexto<T extends FieldValues>({
  name,
  control,
  label,
  ...props
}: CampoTextoProps<T>) {
  const {
    field: { ref, value, onChange, onBlur, disabled },
    fieldState: { error },
  } = useController({ name, control });
  return (
    <TextInput
      {...props}
      ref={ref}
      name={name}
      value={(value as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      disabled={disabled ?? props.disabled}
      label={label}
      error={error?.message}
    />
  );
}
