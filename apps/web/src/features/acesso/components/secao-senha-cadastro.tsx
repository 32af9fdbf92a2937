import { SimpleGrid } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { CampoSenha } from '@/components/form/campo-senha';
import { SecaoFormulario } from '@/components/form/secao-formulario';
import type { CadastroFormularioValores } from '../schemas/cadastro-schema';

/** The password of the new account and its confirmation. */
export function SecaoSenhaCadastro() {
  const { control } = useFormContext<CadastroFormularioValores>();
  // The server refuses a password made of these; the checklist says so before it does.
  const textosDoUsuario = useWatch({
    control,
    name: ['nome', 'email', 'empresa.nomeOficial', 'empresa.nomeFantasia'],
  });
  return (
    <SecaoFormulario
      titulo="Senha de acesso"
      descricao="Você entrará no portal com o seu e-mail e esta senha."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CampoSenha
          control={control}
          name="senhaNova"
          label="Senha"
          autoComplete="new-password"
          withAsterisk
          comDica
          textosDoUsuario={textosDoUsuario}
        />
        <CampoSenha
          control={control}
          name="confirmacaoSenha"
          label="Confirmação da senha"
          autoComplete="new-password"
          withAsterisk
        />
      </SimpleGrid>
    </SecaoFormulario>
  );
}
