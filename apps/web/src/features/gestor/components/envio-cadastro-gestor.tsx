import { Anchor, Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useFormContext } from 'react-hook-form';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { CampoAceite } from '@/components/form/campo-aceite';

interface EnvioCadastroGestorProps {
  aviso: AvisoDados | null;
  onFecharAviso: () => void;
}

/**
 * The end of both manager sign-ups (by e-mail and through gov.br): the data-protection consent
 * with the notice a click away, the form's notice and the button that creates the account.
 */
export function EnvioCadastroGestor({ aviso, onFecharAviso }: EnvioCadastroGestorProps) {
  const { control, formState } = useFormContext<{ aceiteLGPD: boolean }>();
  return (
    <>
      <CampoAceite
        control={control}
        name="aceiteLGPD"
        label="Li e aceito os termos e condições e autorizo o tratamento dos meus dados pessoais conforme a LGPD."
      />
      <Anchor href="/privacidade" target="_blank" rel="noopener" size="sm" underline="always">
        Aviso de privacidade (abre em outra aba)
      </Anchor>
      <Aviso aviso={aviso} onFechar={onFecharAviso} />
      <Button
        type="submit"
        size="md"
        fullWidth
        loading={formState.isSubmitting}
        leftSection={<IconUserPlus size={18} aria-hidden="true" />}
      >
        Criar conta de gestor
      </Button>
    </>
  );
}
