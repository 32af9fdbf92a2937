import { useId } from 'react';
import { PasswordInput, Stack, type PasswordInputProps } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { LIMITES } from '@portal/domain';
import { DicaSenha } from './dica-senha';

type CampoSenhaProps<T extends FieldValues, TSaida = T> = Omit<
  PasswordInputProps,
  'name' | 'label' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  name: FieldPath<T>;
  control: Control<T, unknown, TSaida>;
  label: string;
  /** Shows the password rule under the field, ticking each item as it is met. */
  comDica?: boolean;
};

/** A password bound to the form, capped at the spec's 50 characters. */
export function CampoSenha<T extends FieldValues, TSaida = T>({
  name,
  control,
  label,
  comDica = false,
  ...props
}: CampoSenhaProps<T, TSaida>) {
  const idDica = useId();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ name, control });
  const senha = (value as string | null | undefined) ?? '';
  return (
    <Stack gap={6}>
      <PasswordInput
        maxLength={LIMITES.senha}
        visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a senha' }}
        {...props}
        ref={ref}
        name={name}
        label={label}
        value={senha}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        error={error?.message}
        aria-describedby={comDica ? idDica : undefined}
      />
      {comDica && <DicaSenha id={idDica} senha={senha} />}
    </Stack>
  );
}
