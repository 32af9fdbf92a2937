import { useEffect } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { LIMITES, MENSAGENS, statusPropostaSchema, STATUS_PROPOSTA_LISTA } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoSelect } from '@/components/form/campo-select';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { useFormulario } from '@/components/form/use-formulario';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { useAlterarStatus } from '../api/alterar-status';

const alteracaoSchema = statusPropostaSchema.pick({ idStatusProposta: true, observacao: true });

interface Valores {
  idStatusProposta: number | null;
  observacao: string;
}

interface ModalAlterarStatusProps {
  propostaId: string;
  statusAtual: number;
  aberto: boolean;
  onFechar: () => void;
  onSalvo: (mensagem: string) => void;
}

/** 'Alterar Status' (spec §2): the new status and an optional note the company will read. */
export function ModalAlterarStatus({
  propostaId,
  statusAtual,
  aberto,
  onFechar,
  onSalvo,
}: ModalAlterarStatusProps) {
  const alterar = useAlterarStatus(propostaId);
  const { form, aviso, setAviso, enviar } = useFormulario<
    Valores,
    { idStatusProposta: number; observacao?: string | null }
  >(alteracaoSchema, {
    defaultValues: { idStatusProposta: statusAtual, observacao: '' },
  });

  // Each opening starts from the status in force, not from what was typed last time.
  useEffect(() => {
    if (aberto) form.reset({ idStatusProposta: statusAtual, observacao: '' });
  }, [aberto, statusAtual, form]);

  const fechar = () => {
    setAviso(null);
    onFechar();
  };

  const salvar = enviar(async ({ idStatusProposta, observacao }) => {
    try {
      const resposta = await alterar.mutateAsync({
        idStatusProposta,
        observacao: observacao || null,
      });
      onSalvo(resposta.message || MENSAGENS.statusAtualizado);
      fechar();
    } catch (erro) {
      setAviso({
        tipo: 'erro',
        mensagem: erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO,
      });
    }
  });

  return (
    <Modal
      opened={aberto}
      onClose={fechar}
      title="Alterar Status"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      styles={{
        title: { fontWeight: 700, fontSize: '1.15rem', color: 'var(--mantine-color-azulSp-9)' },
      }}
    >
      <form onSubmit={salvar} noValidate>
        <Stack gap="md">
          <CampoSelect
            control={form.control}
            name="idStatusProposta"
            label="Status"
            opcoes={STATUS_PROPOSTA_LISTA}
            withAsterisk
            comboboxProps={{ withinPortal: true, zIndex: 1000 }}
            data-autofocus
          />
          <CampoTextoLongo
            control={form.control}
            name="observacao"
            label="Observação para a empresa (opcional)"
            maxLength={LIMITES.observacaoStatus}
            placeholder="Ex.: envie o relatório de desempenho citado na descrição técnica."
          />
          <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={fechar}>
              Cancelar
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
