import { Anchor } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { CampoAceite } from '@/components/form/campo-aceite';

/** The data-protection consent of both manager sign-ups, with the notice a click away. */
export function AceiteGestor() {
  const { control } = useFormContext<{ aceiteLGPD: boolean }>();
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
    </>
  );
}
