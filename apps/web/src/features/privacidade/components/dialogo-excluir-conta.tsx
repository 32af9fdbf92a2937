import type { FormEvent } from 'react';
import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconUserX } from '@tabler/icons-react';
import {
  exclusaoContaSchema,
  type ExclusaoConta,
  type MeusDados,
  type Privacidade,
} from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoSenha } from '@/components/form/campo-senha';
import { ERRO_ANUNCIADO } from '@/components/form/erro-anunciado';
import { ConfirmarComGovbr } from '@/components/form/confirmar-com-govbr';
import { useFormulario } from '@/components/form/use-formulario';
import {
  CHAVE_CONFIRMACAO_GOVBR,
  isConfirmadaComGovbr,
  useConfirmacaoGovbr,
} from '@/hooks/use-confirmacao-govbr';
import { mostrarRecusa } from '@/lib/issues-formulario';
import { Dialogo } from '@/components/feedback/dialogo';

interface DialogoExcluirContaProps {
  aberto: boolean;
  exclusao: MeusDados['exclusao'];
  /** Whom the last member asks about the company's data; absent while it loads. */
  encarregado: Privacidade['encarregado'] | undefined;
  onCancelar: () => void;
  /**
   * Deletes with the password (none after a confirmation with gov.br); a refusal is thrown back
   * as the server's ApiError.
   */
  onConfirmar: (dados: ExclusaoConta) => Promise<void>;
}

const CAMPOS = ['senhaAtual'] as const;

/**
 * "Excluir minha conta": what leaving does, said before it is done, and the password that
 * proves the person at the keyboard is the account's owner.
 */
export function DialogoExcluirConta({
  aberto,
  exclusao,
  encarregado,
  onCancelar,
  onConfirmar,
}: DialogoExcluirContaProps) {
  const { form, aviso, setAviso, enviar } = useFormulario<ExclusaoConta, ExclusaoConta>(
    exclusaoContaSchema,
    { defaultValues: { senhaAtual: '' }, avisarCamposInvalidos: false },
  );
  const empresaFica = exclusao.ultimoIntegrante && exclusao.empresaComSolucoesEnviadas;
  const { data: govbr } = useConfirmacaoGovbr(aberto);
  const confirmado = isConfirmadaComGovbr(govbr);
  const queryClient = useQueryClient();

  const fechar = () => {
    form.reset();
    setAviso(null);
    onCancelar();
  };

  const recusou = (erro: unknown) => {
    mostrarRecusa(erro, form.setError, CAMPOS, setAviso);
    // A wrong password is said under the field, which takes the focus back.
    if (form.getFieldState('senhaAtual').error) form.setFocus('senhaAtual');
  };

  const comSenha = enviar(async (dados) => {
    try {
      await onConfirmar(dados);
    } catch (erro) {
      recusou(erro);
    }
  });

  // The window may close while the dialog is open: the server's refusal brings the field back.
  const semSenha = async (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    try {
      await onConfirmar({});
    } catch (erro) {
      await queryClient.invalidateQueries({ queryKey: CHAVE_CONFIRMACAO_GOVBR });
      recusou(erro);
    }
  };

  return (
    <Dialogo opened={aberto} onClose={fechar} title="Excluir minha conta" size="lg">
      <form onSubmit={confirmado ? semSenha : comSenha} noValidate>
        <Stack gap="md">
          <Text size="sm">Ao excluir a sua conta:</Text>
          <List size="sm" spacing={6}>
            <List.Item>
              Seu nome, e-mail e telefones são substituídos por um marcador anônimo. Se você é o
              responsável legal da empresa, os dados do responsável (nome, CPF, RG, cargo e e-mail)
              também.
            </List.Item>
            <List.Item>
              Todas as suas sessões terminam e ninguém mais entra com esta conta.
            </List.Item>
            {exclusao.empresa && (
              <List.Item>
                A empresa {exclusao.empresa}, as soluções que ela enviou e o histórico delas ficam
                com a empresa.
              </List.Item>
            )}
          </List>
          {empresaFica && (
            <Aviso
              aviso={{
                tipo: 'atencao',
                mensagem: `Você é a última pessoa da empresa ${exclusao.empresa ?? ''} no portal. Os dados da empresa e as soluções que ela enviou continuam guardados, porque a chamada pública precisa conservá-los.`,
              }}
            />
          )}
          {empresaFica && encarregado && (
            <Text size="sm">
              Para corrigir esses dados ou pedir a sua eliminação, escreva ao encarregado de dados,{' '}
              {encarregado.nome}:{' '}
              <Anchor
                underline="always"
                href={`mailto:${encarregado.email}`}
                inherit
                style={{ overflowWrap: 'anywhere' }}
              >
                {encarregado.email}
              </Anchor>
              .
            </Text>
          )}
          {!confirmado && (
            <CampoSenha
              control={form.control}
              name="senhaAtual"
              label="Sua senha"
              autoComplete="current-password"
              withAsterisk
              errorProps={ERRO_ANUNCIADO}
              data-autofocus
            />
          )}
          <ConfirmarComGovbr estado={govbr} />
          <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={fechar}>
              Cancelar
            </Button>
            {/* red.9: white on the theme's filled red (shade 7) is 3.9:1, below WCAG AA. */}
            <Button
              type="submit"
              color="red.9"
              loading={form.formState.isSubmitting}
              leftSection={<IconUserX size={18} aria-hidden="true" />}
            >
              Excluir minha conta
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialogo>
  );
}
