import { useEffect, useState } from 'react';
import { Button, Fieldset, Group, Radio, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { Controller } from 'react-hook-form';
import {
  type AvaliacaoApresentada as Avaliacao,
  type CriterioRubrica,
  formatarDataHora,
  LIMITES_AVALIACAO,
  MENSAGENS,
  type RascunhoAvaliacao,
  rascunhoAvaliacaoSchema,
  RECOMENDACOES,
  validarEnvio,
} from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { useFormulario } from '@/components/form/use-formulario';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { useEnviarAvaliacao, useSalvarRascunho } from '../api/painel';
import { CampoNota } from './campo-nota';

/** How long the analyst may pause before what they typed is saved on the server. */
const ESPERA_RASCUNHO_MS = 800;

interface FormularioAvaliacaoProps {
  propostaId: string;
  criterios: readonly CriterioRubrica[];
  rascunho: Avaliacao | null;
  onEnviada: (mensagem: string) => void;
}

const valoresIniciais = (
  criterios: readonly CriterioRubrica[],
  rascunho: Avaliacao | null,
): RascunhoAvaliacao => ({
  notas: Object.fromEntries(
    criterios.map((c) => [
      c.codigo,
      rascunho?.notas[c.codigo] ?? { nota: null, justificativa: '' },
    ]),
  ),
  recomendacao: rascunho?.recomendacao ?? null,
  fundamentacao: rascunho?.fundamentacao ?? '',
});

/**
 * The evaluation form: a score on each criterion's scale with its justification, then the
 * recommendation and its reasoning. Every pause saves a draft on the server, so a session that
 * expires loses nothing; "Enviar avaliação" checks it as the server will and locks it.
 */
export function FormularioAvaliacao({
  propostaId,
  criterios,
  rascunho,
  onEnviada,
}: FormularioAvaliacaoProps) {
  const salvarRascunho = useSalvarRascunho(propostaId);
  const enviarAvaliacao = useEnviarAvaliacao(propostaId);
  const { form, aviso, setAviso } = useFormulario<RascunhoAvaliacao, RascunhoAvaliacao>(
    rascunhoAvaliacaoSchema,
    { defaultValues: valoresIniciais(criterios, rascunho) },
  );
  const [salvoEm, setSalvoEm] = useState<string | null>(rascunho?.atualizadaEm ?? null);

  const { mutate: salvar } = salvarRascunho;
  // A pause in typing saves; leaving the page saves what the pause had not yet.
  const salvarDepois = useDebouncedCallback(
    () => {
      const parsed = rascunhoAvaliacaoSchema.safeParse(form.getValues());
      if (!parsed.success) return;
      salvar(parsed.data, { onSuccess: () => setSalvoEm(new Date().toISOString()) });
    },
    { delay: ESPERA_RASCUNHO_MS, flushOnUnmount: true },
  );
  // Each change the person makes; the values the form starts with are already on the server.
  useEffect(() => {
    const { unsubscribe } = form.watch(() => salvarDepois());
    return unsubscribe;
  }, [form, salvarDepois]);

  const enviar = async () => {
    const dados = form.getValues();
    form.clearErrors();
    const erros = validarEnvio(criterios, dados);
    if (erros.length > 0) {
      for (const erro of erros) form.setError(erro.path as never, { message: erro.message });
      form.setFocus(erros[0]!.path as never);
      setAviso({ tipo: 'erro', mensagem: MENSAGENS.camposInvalidos });
      return;
    }
    try {
      const resposta = await enviarAvaliacao.mutateAsync(dados);
      onEnviada(resposta.message);
    } catch (erro) {
      if (erro instanceof ApiError) {
        for (const issue of erro.issues) {
          const caminho = Array.isArray(issue.path) ? issue.path.join('.') : String(issue.path);
          form.setError(caminho as never, { message: issue.message });
        }
      }
      setAviso({
        tipo: 'erro',
        mensagem: erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO,
      });
    }
  };

  return (
    <form onSubmit={(e) => e.preventDefault()} noValidate>
      <Stack gap="md">
        {rascunho?.motivoReabertura && (
          <Aviso
            aviso={{
              tipo: 'atencao',
              mensagem: `Avaliação reaberta por um administrador: ${rascunho.motivoReabertura}`,
            }}
          />
        )}
        {criterios.map((criterio) => (
          <Fieldset
            key={criterio.codigo}
            legend={`${criterio.codigo} — ${criterio.nome} (peso ${criterio.peso})`}
          >
            <Stack gap="xs">
              {criterio.orientacao && (
                <Text size="sm" c="dimmed">
                  {criterio.orientacao}
                </Text>
              )}
              <CampoNota control={form.control} criterio={criterio} />
              <CampoTextoLongo
                control={form.control}
                name={`notas.${criterio.codigo}.justificativa`}
                label="Justificativa"
                withAsterisk
                maxLength={LIMITES_AVALIACAO.justificativa}
                minRows={2}
              />
            </Stack>
          </Fieldset>
        ))}
        <Controller
          control={form.control}
          name="recomendacao"
          render={({ field, fieldState }) => (
            <Radio.Group
              label="Recomendação"
              withAsterisk
              value={field.value ?? ''}
              onChange={field.onChange}
              error={fieldState.error?.message}
            >
              <Group mt={6}>
                {RECOMENDACOES.map((r) => (
                  <Radio key={r.id} value={r.id} label={r.descricao} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <CampoTextoLongo
          control={form.control}
          name="fundamentacao"
          label="Fundamentação da recomendação"
          withAsterisk
          maxLength={LIMITES_AVALIACAO.fundamentacao}
        />
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            {salvarRascunho.isPending
              ? 'Salvando rascunho…'
              : salvarRascunho.isError
                ? 'Não foi possível salvar o rascunho agora; tentaremos de novo na próxima alteração.'
                : salvoEm
                  ? `Rascunho salvo em ${formatarDataHora(salvoEm)}`
                  : 'O rascunho é salvo enquanto você digita.'}
          </Text>
          <Button onClick={() => void enviar()} loading={enviarAvaliacao.isPending}>
            Enviar avaliação
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
