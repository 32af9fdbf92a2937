import { ActionIcon, Button, Divider, Grid, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { LIMITES, mascaraTelefone, reconhecerTelefone } from '@portal/domain';
import { CampoTexto } from '@/components/form/campo-texto';
import { telefoneVazio, type FormularioComEmpresa } from './formulario-cadastro';

/** What the digits typed so far make of the number, said under the field as it is typed. */
const DESCRICAO_TELEFONE = {
  celular: 'Celular',
  fixo: 'Telefone fixo',
  incompleto: 'Com DDD: 11 dígitos para celular, 10 para fixo.',
} as const;

function LinhaTelefone({
  indice,
  podeRemover,
  remover,
}: {
  indice: number;
  podeRemover: boolean;
  remover: () => void;
}) {
  const { control } = useFormContext<FormularioComEmpresa>();
  const numero = useWatch({ control, name: `telefones.${indice}.numero` });

  return (
    <Grid align="flex-start" gap="sm">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <CampoTexto
          control={control}
          name={`telefones.${indice}.numero`}
          label={`Telefone ${indice + 1}`}
          description={DESCRICAO_TELEFONE[reconhecerTelefone(numero ?? '') ?? 'incompleto']}
          // Under the number, so it lines up with the notes field beside it.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          mascara={mascaraTelefone}
          inputMode="tel"
          autoComplete="tel-national"
          withAsterisk
        />
      </Grid.Col>
      <Grid.Col span={{ base: 10, sm: 6 }}>
        <CampoTexto
          control={control}
          name={`telefones.${indice}.observacoes`}
          label={`Observações do telefone ${indice + 1}`}
          placeholder="Ex.: ramal, horário para contato"
          maxLength={LIMITES.observacoesTelefone}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 2, sm: 1 }} pt={{ base: 30, sm: 30 }}>
        <Tooltip label={`Remover telefone ${indice + 1}`}>
          <ActionIcon
            variant="light"
            color="red"
            size="lg"
            onClick={remover}
            disabled={!podeRemover}
            aria-label={`Remover telefone ${indice + 1}`}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Grid.Col>
    </Grid>
  );
}

/** One or more phones (spec §5): at least one stays, so its remove button is off. */
export function ListaTelefones() {
  const { control, formState } = useFormContext<FormularioComEmpresa>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'telefones',
    keyName: 'chave',
  });
  const erroLista =
    formState.errors.telefones?.root?.message ?? formState.errors.telefones?.message;
  return (
    <Stack gap="sm">
      {fields.map((campo, indice) => (
        <Stack key={campo.chave} gap="sm">
          {/* Stacked on phones, the rows need a line to tell one phone from the next. */}
          {indice > 0 && <Divider hiddenFrom="sm" />}
          <LinhaTelefone
            indice={indice}
            podeRemover={fields.length > 1}
            remover={() => remove(indice)}
          />
        </Stack>
      ))}
      {erroLista && (
        <Text c="var(--mantine-color-error)" size="sm" role="alert">
          {erroLista}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => append(telefoneVazio())}
        >
          Adicionar telefone
        </Button>
      </Group>
    </Stack>
  );
}
