import type { Control, FieldPath } from 'react-hook-form';
import { CampoSenha } from '@/components/form/campo-senha';

interface NovaSenha {
  senhaNova: string;
  confirmacaoSenha: string;
}

/** The new password and its confirmation, as every form that sets a password asks them. */
export function CamposNovaSenha<T extends NovaSenha, TSaida>({
  control,
  focar = false,
}: {
  control: Control<T, unknown, TSaida>;
  /** The new password is the first field of the page: the dialog or page focuses it. */
  focar?: boolean;
}) {
  return (
    <>
      <CampoSenha
        control={control}
        name={'senhaNova' as FieldPath<T>}
        label="Nova senha"
        autoComplete="new-password"
        withAsterisk
        comDica
        data-autofocus={focar || undefined}
      />
      <CampoSenha
        control={control}
        name={'confirmacaoSenha' as FieldPath<T>}
        label="Confirme a nova senha"
        autoComplete="new-password"
        withAsterisk
      />
    </>
  );
}
