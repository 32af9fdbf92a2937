import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { publicacaoTermosSchema, type PublicacaoTermos } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { DialogoConfirmacao } from '@/components/feedback/dialogo-confirmacao';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { useFormulario } from '@/components/form/use-formulario';
import { mostrarRecusa } from '@/lib/issues-formulario';
import { limiteDoCampo } from '@/lib/limite-do-campo';
import { usePublicarTermos } from '../api/privacidade';

const VAZIO: PublicacaoTermos = { resumo: '' };

/**
 * "Publicar nova versão": a summary of what changed, confirmed first, since from then on every
 * person must read and accept it before using the portal again.
 */
export function PublicarTermosForm() {
  const publicar = usePublicarTermos();
  const [aConfirmar, setAConfirmar] = useState<PublicacaoTermos | null>(null);
  const { form, aviso, setAviso, enviar } = useFormulario<PublicacaoTermos, PublicacaoTermos>(
    publicacaoTermosSchema,
    { defaultValues: VAZIO },
  );

  const confirmar = async () => {
    if (!aConfirmar) return;
    setAConfirmar(null);
    try {
      const resposta = await publicar.mutateAsync(aConfirmar);
      form.reset(VAZIO);
      setAviso({ tipo: 'sucesso', mensagem: resposta.mensagem });
    } catch (erro) {
      mostrarRecusa(erro, form.setError, ['resumo'], setAviso);
    }
  };

  return (
    <form onSubmit={enviar(setAConfirmar)} noValidate aria-label="Publicar nova versão">
      <Stack gap="md">
        <CampoTextoLongo
          control={form.control}
          name="resumo"
          label="O que mudou nesta versão"
          withAsterisk
          maxLength={limiteDoCampo(publicacaoTermosSchema.shape.resumo)}
        />
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        <Button
          type="submit"
          loading={publicar.isPending}
          leftSection={<IconFileCertificate size={18} aria-hidden="true" />}
          style={{ alignSelf: 'flex-start' }}
        >
          Publicar nova versão
        </Button>
      </Stack>
      <DialogoConfirmacao
        aberto={aConfirmar !== null}
        titulo="Publicar uma nova versão dos termos?"
        rotuloConfirmar="Publicar"
        onConfirmar={() => void confirmar()}
        onCancelar={() => setAConfirmar(null)}
      >
        Todas as pessoas com conta no portal, você inclusive, vão ler o resumo e aceitar os novos
        termos na próxima vez que entrarem. Não dá para desfazer.
      </DialogoConfirmacao>
    </form>
  );
}
