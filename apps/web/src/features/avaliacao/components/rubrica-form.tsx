import {
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import {
  type CriterioRubrica,
  LIMITES_AVALIACAO,
  rotuloCampoRegistro,
  type Rubrica,
  rubricaSchema,
  type RubricaVigente,
} from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { ConflitoVersao } from '@/components/feedback/conflito-versao';
import { useFormulario } from '@/components/form/use-formulario';
import { useVersaoEditada } from '@/hooks/use-versao-editada';
import type { DescricaoCampos } from '@/lib/conflito-versao';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { rubricaQuery, useSalvarRubrica } from '../api/rubrica';

const BOTAO_SALVAR = 'Salvar rubrica';

const CAMPOS_RUBRICA: DescricaoCampos<{ criterios: CriterioRubrica[] }> = {
  campos: ['criterios'],
  rotulo: (campo) => rotuloCampoRegistro('avaliacao', campo),
  comoTexto: (_campo, criterios) => criterios.map((c) => `${c.codigo} — ${c.nome}`).join('; '),
};

const NOVO_CRITERIO = {
  codigo: '',
  nome: '',
  orientacao: '',
  peso: 1,
  escalaMinima: 0,
  escalaMaxima: 5,
};

/**
 * The criteria of the call, edited as a list. While no evaluation was submitted the version in
 * force changes; after that, saving makes the next version and the page says so before it.
 */
export function RubricaForm({ rubrica }: { rubrica: RubricaVigente }) {
  const salvar = useSalvarRubrica();
  const queryClient = useQueryClient();
  const { form, aviso, setAviso, enviar } = useFormulario<Rubrica, Rubrica>(rubricaSchema, {
    defaultValues: { criterios: rubrica.criterios },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'criterios' });
  const lerAtual = async () => {
    const atual = await queryClient.fetchQuery({ ...rubricaQuery, staleTime: 0 });
    return { valores: { criterios: atual.criterios }, versao: atual.revisao };
  };
  // Reading the rubric again (another tab, the window's focus) never resets what is typed here:
  // another administrator's save reaches this form as a refused save.
  const versoes = useVersaoEditada({
    inicial: { valores: { criterios: rubrica.criterios }, versao: rubrica.revisao },
    campos: CAMPOS_RUBRICA,
    carregarAtual: lerAtual,
    botaoSalvar: BOTAO_SALVAR,
    setAviso,
  });

  const aoEnviar = enviar(async (dados) => {
    try {
      const resposta = await salvar.mutateAsync({ ...dados, revisao: versoes.versao });
      // The saved criteria come back as stored (codes in capitals), in the version they made.
      const salva = await lerAtual();
      form.reset(salva.valores);
      versoes.salvou(salva);
      setAviso({ tipo: 'sucesso', mensagem: resposta.message });
    } catch (erro) {
      versoes.recusou(erro);
      setAviso({
        tipo: 'erro',
        mensagem: erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO,
      });
    }
  });

  const numero = (
    indice: number,
    campo: 'peso' | 'escalaMinima' | 'escalaMaxima',
    rotulo: string,
  ) => (
    <Controller
      control={form.control}
      name={`criterios.${indice}.${campo}`}
      render={({ field, fieldState }) => (
        <NumberInput
          ref={field.ref}
          label={rotulo}
          withAsterisk
          value={field.value}
          onChange={(v) => field.onChange(v === '' ? NaN : Number(v))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          allowDecimal={campo === 'peso'}
          min={0}
        />
      )}
    />
  );

  return (
    <form onSubmit={aoEnviar} noValidate>
      <Stack gap="md">
        {/* Orange text falls below 4.5:1 on white: the warning is told by weight, in dark text. */}
        <Text size="sm" fw={rubrica.editavel ? undefined : 700}>
          {rubrica.editavel
            ? `Versão ${rubrica.versao}: pode ser alterada até a primeira avaliação enviada.`
            : `A versão ${rubrica.versao} já foi usada em avaliações enviadas: salvar cria a versão ${rubrica.versao + 1}, e as avaliações enviadas mantêm a versão que usaram.`}
        </Text>
        {fields.map((campo, indice) => (
          <Paper
            key={campo.id}
            withBorder
            p="md"
            radius="md"
            component="fieldset"
            aria-label={`Critério ${indice + 1}`}
          >
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Código"
                  withAsterisk
                  maxLength={LIMITES_AVALIACAO.codigoCriterio}
                  {...form.register(`criterios.${indice}.codigo`)}
                  error={form.formState.errors.criterios?.[indice]?.codigo?.message}
                />
                <TextInput
                  label="Nome"
                  withAsterisk
                  maxLength={LIMITES_AVALIACAO.nomeCriterio}
                  {...form.register(`criterios.${indice}.nome`)}
                  error={form.formState.errors.criterios?.[indice]?.nome?.message}
                />
              </SimpleGrid>
              <Textarea
                label="Orientação ao avaliador"
                maxLength={LIMITES_AVALIACAO.orientacao}
                autosize
                minRows={2}
                {...form.register(`criterios.${indice}.orientacao`)}
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {numero(indice, 'peso', 'Peso')}
                {numero(indice, 'escalaMinima', 'Escala: mínimo')}
                {numero(indice, 'escalaMaxima', 'Escala: máximo')}
              </SimpleGrid>
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden="true" />}
                  onClick={() => remove(indice)}
                  disabled={fields.length === 1}
                >
                  Remover critério
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        <ConflitoVersao
          titulo="Outra pessoa salvou a rubrica"
          {...versoes.conflito}
          onReaplicar={() => versoes.reaplicar(form.getValues(), form.reset)}
        />
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => append(NOVO_CRITERIO)}
            disabled={fields.length >= LIMITES_AVALIACAO.criteriosMaximos}
          >
            Adicionar critério
          </Button>
          <Button type="submit" loading={salvar.isPending}>
            {BOTAO_SALVAR}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
