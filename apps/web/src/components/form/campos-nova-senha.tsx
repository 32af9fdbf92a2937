import type { Control, FieldPath } from 'react-hook-form';
import { CampoSenha } from './campo-senha';

interface NovaSenha {
  senhaNova: string;
  confirmacaoSenha: string;
}

/**
 * The new password and its confirmation, as every form that sets a password asks them. A
 * sign-up names them "Senha", since there is no old one to replace.
 */
export function CamposNovaSenha<T extends NovaSenha, TSaida>({
  control,
  focar = false,
  textosDoUsuario,
  cadastro = false,
}: {
  control: Control<T, unknown, TSaida>;
  cadastro?: boolean;
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
        label={cadastro ? 'Senha' : 'Nova senha'}
        autoComplete="new-password"
        withAsterisk
        comDica
        textosDoUsuario={textosDoUsuario}
        data-autofocus={focar || undefined}
      />
      <CampoSenha
        control={control}
        name={'confirmacaoSenha' as FieldPath<T>}
        label={cadastro ? 'Confirmação da senha' : 'Confirme a nova senha'}
        autoComplete="new-password"
        withAsterisk
      />
    </>
  );
}
