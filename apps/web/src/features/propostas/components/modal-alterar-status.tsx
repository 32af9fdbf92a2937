import { useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import {
  descricaoStatusProposta,
  destinosDaEquipe,
  LIMITES,
  MENSAGENS,
  STATUS_PROPOSTA,
  statusPropostaSchema,
  STATUS_PROPOSTA_LISTA,
} from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoSelect } from '@/components/form/campo-select';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { useFormulario } from '@/components/form/use-formulario';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { Dialogo } from '@/components/feedback/dialogo';
import { useAlterarStatus } from '../api/alterar-status';
import { chavesProposta } from '../api/buscar-proposta';
import { ResumoPublicacao } from './resumo-publicacao';

const alteracaoSchema = statusPropostaSchema.pick({ idStatusProposta: true, observacao: true });

interface Valores {
  idStatusProposta: number | null;
  observacao: string;
}

interface ModalAlterarStatusProps {
  propostaId: string;
  statusAtual: number;
  /** Shown in the confirmation of what publishing makes public. */
  titulo: string;
  aberto: boolean;
  onFechar: () => void;
  onSalvo: (mensagem: string) => void;
}

/** 'Alterar Status' (spec §2): the new status and an optional note the company will read. */
export function ModalAlterarStatus({
  propostaId,
  statusAtual,
  titulo,
  aberto,
  onFechar,
  onSalvo,
}: ModalAlterarStatusProps) {
  const alterar = useAlterarStatus(propostaId);
  // Only the moves the status table gives staff from here, beside the current one.
  const destinos = destinosDaEquipe(statusAtual);
  const opcoes = STATUS_PROPOSTA_LISTA.filter(
    (s) => s.id === statusAtual || destinos.includes(s.id),
  );
  const { form, aviso, setAviso, enviar } = useFormulario<
    Valores,
    { idStatusProposta: number; observacao?: string | null }
  >(alteracaoSchema, {
    defaultValues: { idStatusProposta: statusAtual, observacao: '' },
  });

  const escolhido = useWatch({ control: form.control, name: 'idStatusProposta' });
  // The same status again would only repeat the history; the server refuses it too.
  const inalterado = escolhido === statusAtual;
  const publicar = escolhido === STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL && !inalterado;
  // Publishing shows everyone the solution: first what becomes public, then a second click.
  // Remembered per chosen status, so choosing another one asks again.
  const [revisado, setRevisado] = useState<number | null>(null);
  const confirmando = publicar && revisado === escolhido;
  // A status that contradicts the issued parecer: the server names it, the person confirms.
  const [contraParecer, setContraParecer] = useState<{ status: number; aviso: string } | null>(
    null,
  );
  const contrariando = contraParecer !== null && contraParecer.status === escolhido;

  // Each opening starts from the status in force, not from what was typed last time. A status
  // changed by someone else while the dialog is open updates the line above the form and keeps
  // what this person chose and wrote.
  const comecar = useEffectEvent(() =>
    form.reset({ idStatusProposta: statusAtual, observacao: '' }),
  );
  useEffect(() => {
    if (aberto) comecar();
  }, [aberto]);
  const queryClient = useQueryClient();

  const fechar = () => {
    setAviso(null);
    setRevisado(null);
    setContraParecer(null);
    onFechar();
  };

  const salvar = enviar(async ({ idStatusProposta, observacao }) => {
    if (publicar && !confirmando) {
      setRevisado(idStatusProposta);
      return;
    }
    try {
      const resposta = await alterar.mutateAsync({
        idStatusProposta,
        observacao: observacao || null,
        // What this screen showed: if another analyst changed it meanwhile, the server says so.
        statusVisto: statusAtual,
        ...(contrariando ? { contrariarParecer: true } : {}),
      });
      onSalvo(resposta.message || MENSAGENS.statusAtualizado);
      fechar();
    } catch (erro) {
      const contra =
        erro instanceof ApiError && erro.status === 409
          ? erro.issues.find((i) => i.path === 'contrariarParecer')
          : undefined;
      if (contra) {
        setContraParecer({ status: idStatusProposta, aviso: contra.message });
        return;
      }
      if (erro instanceof ApiError && erro.status === 409) {
        await queryClient.invalidateQueries({ queryKey: chavesProposta.detalhe(propostaId) });
      }
      setAviso({
        tipo: 'erro',
        mensagem: erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO,
      });
    }
  });

  return (
    <Dialogo opened={aberto} onClose={fechar} title="Alterar Status" size="lg" tituloMenor>
      <form onSubmit={salvar} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Status atual: <strong>{descricaoStatusProposta(statusAtual)}</strong>
          </Text>
          <CampoSelect
            control={form.control}
            name="idStatusProposta"
            label="Status"
            opcoes={opcoes}
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
          {inalterado && (
            <Text size="sm" c="gray.8" id="status-inalterado">
              Escolha um status diferente do atual para salvar.
            </Text>
          )}
          {confirmando && <ResumoPublicacao propostaId={propostaId} titulo={titulo} />}
          {contrariando && (
            <Alert color="yellow" title="Este status contraria o parecer técnico">
              {contraParecer.aviso}
            </Alert>
          )}
          <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={fechar}>
              Cancelar
            </Button>
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
              disabled={inalterado}
              aria-describedby={inalterado ? 'status-inalterado' : undefined}
            >
              {confirmando
                ? 'Confirmar publicação'
                : publicar
                  ? 'Revisar publicação'
                  : contrariando
                    ? 'Confirmar mesmo assim'
                    : 'Salvar'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialogo>
  );
}
