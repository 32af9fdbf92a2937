import { useEffect, useEffectEvent } from 'react';
import { ActionIcon, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useController, useFieldArray, type Control } from 'react-hook-form';
import {
  ALVOS_SOLICITACAO,
  LIMITES_SOLICITACAO,
  rodadaSolicitacoesSchema,
  type RodadaSolicitacoesEntrada,
} from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoTexto } from '@/components/form/campo-texto';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { useFormulario } from '@/components/form/use-formulario';
import { pedirAlteracoes } from '@/hooks/solicitacoes';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { aplicarIssues } from '@/lib/issues-formulario';
import { Dialogo } from '@/components/feedback/dialogo';
import { chavesProposta } from '../api/buscar-proposta';

interface Valores {
  solicitacoes: { alvo: string | null; texto: string; prazo: string }[];
  observacao: string;
}

const vazia = () => ({ alvo: null, texto: '', prazo: '' });
const OPCOES = ALVOS_SOLICITACAO.map((a) => ({ value: a.alvo, label: a.rotulo }));

/** Where a request points: a section, an attachment category or the whole solution. */
function CampoAlvo({
  control,
  indice,
}: {
  control: Control<Valores, unknown, RodadaSolicitacoesEntrada>;
  indice: number;
}) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name: `solicitacoes.${indice}.alvo` });
  return (
    <Select
      label="Parte da solução"
      placeholder="Selecione"
      withAsterisk
      allowDeselect={false}
      data={OPCOES}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      ref={ref}
      error={error?.message}
      comboboxProps={{ withinPortal: true, zIndex: 1000 }}
    />
  );
}

interface ModalSolicitarAlteracoesProps {
  propostaId: string;
  statusAtual: number;
  aberto: boolean;
  onFechar: () => void;
  onSalvo: (mensagem: string) => void;
}

/**
 * 'Solicitar alterações': one or more requests, each on a part of the solution with
 * an optional date; the solution goes to 'Solicitações Feitas' and the company hears of them.
 */
export function ModalSolicitarAlteracoes({
  propostaId,
  statusAtual,
  aberto,
  onFechar,
  onSalvo,
}: ModalSolicitarAlteracoesProps) {
  const queryClient = useQueryClient();
  const { form, aviso, setAviso, enviar } = useFormulario<Valores, RodadaSolicitacoesEntrada>(
    rodadaSolicitacoesSchema,
    { defaultValues: { solicitacoes: [vazia()], observacao: '' } },
  );
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'solicitacoes' });
  const comecar = useEffectEvent(() => form.reset({ solicitacoes: [vazia()], observacao: '' }));
  useEffect(() => {
    if (aberto) comecar();
  }, [aberto]);

  const fechar = () => {
    setAviso(null);
    onFechar();
  };

  const salvar = enviar(async (dados) => {
    try {
      const resposta = await pedirAlteracoes(propostaId, { ...dados, statusVisto: statusAtual });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chavesProposta.detalhe(propostaId) }),
        queryClient.invalidateQueries({ queryKey: ['solicitacoes', propostaId] }),
      ]);
      onSalvo(resposta.message);
      fechar();
    } catch (erro) {
      if (!(erro instanceof ApiError)) {
        setAviso({ tipo: 'erro', mensagem: MENSAGEM_ERRO_INESPERADO });
        return;
      }
      const campos = fields.flatMap((_, i) =>
        ['alvo', 'texto', 'prazo'].map((c) => `solicitacoes.${i}.${c}`),
      );
      if (!aplicarIssues(erro.issues, form.setError, campos)) {
        setAviso({ tipo: 'erro', mensagem: erro.message });
      }
    }
  });

  return (
    <Dialogo opened={aberto} onClose={fechar} title="Solicitar alterações" size="xl" tituloMenor>
      <form onSubmit={salvar} noValidate>
        <Stack gap="md">
          <Text size="sm">
            A empresa poderá alterar só as partes pedidas e responde enviando o PDF assinado de
            novo; a solução volta então ao status atual. O prazo é opcional, no horário de São
            Paulo.
          </Text>
          {fields.map((campo, indice) => (
            <Paper key={campo.id} withBorder radius="md" p="md" component="fieldset" m={0}>
              <Text component="legend" fw={700} px={4}>
                Solicitação {indice + 1}
              </Text>
              <Stack gap="sm">
                <CampoAlvo control={form.control} indice={indice} />
                <CampoTextoLongo
                  control={form.control}
                  name={`solicitacoes.${indice}.texto`}
                  label="O que a empresa deve fazer"
                  withAsterisk
                  maxLength={LIMITES_SOLICITACAO.texto}
                />
                <Group align="flex-end" justify="space-between" wrap="wrap">
                  <CampoTexto
                    control={form.control}
                    name={`solicitacoes.${indice}.prazo`}
                    type="datetime-local"
                    label="Prazo (opcional)"
                  />
                  {fields.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Remover a solicitação ${indice + 1}`}
                      onClick={() => remove(indice)}
                    >
                      <IconTrash size={20} aria-hidden="true" />
                    </ActionIcon>
                  )}
                </Group>
              </Stack>
            </Paper>
          ))}
          {fields.length < LIMITES_SOLICITACAO.porRodada && (
            <Button
              variant="light"
              leftSection={<IconPlus size={18} aria-hidden="true" />}
              onClick={() => append(vazia())}
              style={{ alignSelf: 'flex-start' }}
            >
              Adicionar solicitação
            </Button>
          )}
          <CampoTextoLongo
            control={form.control}
            name="observacao"
            label="Observação para a empresa (opcional)"
            maxLength={LIMITES_SOLICITACAO.texto}
          />
          <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={fechar}>
              Cancelar
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Enviar solicitações
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialogo>
  );
}
