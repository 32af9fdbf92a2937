import { useEffect } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { MENSAGENS } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoSenha } from '@/components/form/campo-senha';
import { ConfirmarComGovbr } from '@/components/form/confirmar-com-govbr';
import { useFormulario } from '@/components/form/use-formulario';
import { isConfirmadaComGovbr, useConfirmacaoGovbr } from '@/hooks/use-confirmacao-govbr';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { aplicarIssues } from '@/lib/issues-formulario';
import { useAlterarSenha } from '../api/alterar-senha';
import {
  alterarSenhaSchema,
  VALORES_INICIAIS,
  type AlterarSenhaSaida,
  type AlterarSenhaValores,
} from '../schemas/alterar-senha-schema';
import { CamposNovaSenha } from '@/components/form/campos-nova-senha';

const CAMPOS = ['senhaAtual', 'senhaNova'] as const;

/**
 * The staff member's password change: staff have no profile form, and the first administrator
 * must replace the password the server printed at start.
 */
export function AlterarSenhaForm({ email }: { email: string }) {
  const alterar = useAlterarSenha();
  const { form, aviso, setAviso, enviar } = useFormulario<AlterarSenhaValores, AlterarSenhaSaida>(
    alterarSenhaSchema,
    { defaultValues: VALORES_INICIAIS },
  );
  const { data: govbr, refetch } = useConfirmacaoGovbr(true);
  const confirmado = isConfirmadaComGovbr(govbr);
  // Confirmed with gov.br, the request goes without the current password, not with an empty one.
  useEffect(() => {
    if (confirmado) form.unregister('senhaAtual');
  }, [confirmado, form]);

  const salvar = enviar(async (dados) => {
    try {
      const resposta = await alterar.mutateAsync(dados);
      // Nothing typed stays on screen: the fields are secrets and the change is done.
      form.reset(VALORES_INICIAIS);
      setAviso({ tipo: 'sucesso', mensagem: resposta.message || MENSAGENS.senhaAlterada });
    } catch (erro) {
      if (!(erro instanceof ApiError)) {
        setAviso({ tipo: 'erro', mensagem: MENSAGEM_ERRO_INESPERADO });
        return;
      }
      // The gov.br window may have closed meanwhile: the current password field comes back.
      if (confirmado) await refetch();
      // A wrong current password or a weak new one belongs to its field, not to a banner.
      if (aplicarIssues(erro.issues, form.setError, CAMPOS)) {
        const campo = CAMPOS.find((nome) => form.getFieldState(nome).error);
        if (campo) form.setFocus(campo);
        return;
      }
      setAviso({ tipo: 'erro', mensagem: erro.message });
    }
  });

  return (
    <form onSubmit={salvar} noValidate>
      <Stack gap="md">
        {/* Lets a password manager know whose password changes. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        {!confirmado && (
          <CampoSenha
            control={form.control}
            name="senhaAtual"
            label="Senha atual"
            autoComplete="current-password"
            withAsterisk
          />
        )}
        {/* Staff accounts always had a password of their own: only gov.br is offered here. */}
        {govbr?.govbr && <ConfirmarComGovbr estado={govbr} />}
        <CamposNovaSenha control={form.control} textosDoUsuario={[email]} />
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        <Button
          type="submit"
          size="md"
          loading={form.formState.isSubmitting}
          leftSection={<IconKey size={18} aria-hidden="true" />}
        >
          Alterar senha
        </Button>
      </Stack>
    </form>
  );
}
