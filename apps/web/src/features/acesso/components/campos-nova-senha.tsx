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
  textosDoUsuario,
}: {
  control: Control<T, unknown, TSaida>;
  /** What the server knows of the person, when the page knows it too. */
  textosDoUsuario?: readonly string[];
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
        textosDoUsuario={textosDoUsuario}
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
