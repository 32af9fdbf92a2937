import { useState } from 'react';
import { PasswordInput, Stack, VisuallyHidden, type PasswordInputProps } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { LIMITES } from '@portal/domain';
import { DicaSenha, TEXTO_DICA_SENHA } from './dica-senha';
import { useSenhaFacil } from './use-senha-facil';

type CampoSenhaProps<T extends FieldValues, TSaida = T> = Omit<
  PasswordInputProps,
  'name' | 'label' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  name: FieldPath<T>;
  control: Control<T, unknown, TSaida>;
  label: string;
  /** Shows the password rule under the field, ticking each item as it is met. */
  comDica?: boolean;
  /** Names and e-mails the password must not lean on, as the server will check them. */
  textosDoUsuario?: readonly (string | null | undefined)[];
};

const NENHUM_TEXTO: readonly string[] = [];

/** A password bound to the form, capped at the spec's 50 characters. */
export function CampoSenha<T extends FieldValues, TSaida = T>({
  name,
  control,
  label,
  comDica = false,
  textosDoUsuario = NENHUM_TEXTO,
  ...props
}: CampoSenhaProps<T, TSaida>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ name, control });
  const senha = (value as string | null | undefined) ?? '';
  const [focado, setFocado] = useState(false);
  const senhaFacil = useSenhaFacil(senha, textosDoUsuario, comDica && (focado || senha !== ''));
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
        onFocus={(event) => {
          setFocado(true);
          props.onFocus?.(event);
        }}
        onBlur={onBlur}
        error={error?.message}
        // Mantine's PasswordInput sets neither aria-invalid nor a describedby of ours (it keeps
        // only its own description and error), so the rule goes in as a hidden description.
        aria-invalid={error ? true : undefined}
        description={comDica ? <VisuallyHidden>{TEXTO_DICA_SENHA}</VisuallyHidden> : undefined}
      />
      {comDica && <DicaSenha senha={senha} senhaFacil={senhaFacil} />}
    </Stack>
  );
}
