import { ActionIcon, Button, Divider, Grid, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { LIMITES, MASCARAS, mascaraTelefone, TIPO_TELEFONE_CELULAR } from '@portal/domain';
import { CampoSelect } from '@/components/form/campo-select';
import { CampoTexto } from '@/components/form/campo-texto';
import { useTiposTelefone } from '@/hooks/use-lookups';
import { telefoneVazio, type FormularioComEmpresa } from './formulario-cadastro';

function LinhaTelefone({
  indice,
  podeRemover,
  remover,
}: {
  indice: number;
  podeRemover: boolean;
  remover: () => void;
}) {
  const { control, getValues, setValue } = useFormContext<FormularioComEmpresa>();
  const tipos = useTiposTelefone();
  const tipo = useWatch({ control, name: `telefones.${indice}.tipoTelefone` });
  const celular = Number(tipo ?? TIPO_TELEFONE_CELULAR) === TIPO_TELEFONE_CELULAR;
  const numero = `telefones.${indice}.numero` as const;

  return (
    <Grid align="flex-start" gap="sm">
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <CampoSelect
          control={control}
          name={`telefones.${indice}.tipoTelefone`}
          label={`Tipo do telefone ${indice + 1}`}
          opcoes={tipos.data}
          carregando={tipos.isPending}
          falhou={tipos.isError}
          withAsterisk
          // The number's mask follows the type (spec §5): re-mask what was already typed.
          aoMudar={(novo) =>
            setValue(numero, mascaraTelefone(novo ?? TIPO_TELEFONE_CELULAR, getValues(numero)))
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <CampoTexto
          control={control}
          name={numero}
          label={`Número do telefone ${indice + 1}`}
          mascara={(valor) => mascaraTelefone(tipo ?? TIPO_TELEFONE_CELULAR, valor)}
          placeholder={celular ? MASCARAS.telefoneCelular : MASCARAS.telefoneFixo}
          inputMode="tel"
          autoComplete="tel-national"
          withAsterisk
        />
      </Grid.Col>
      <Grid.Col span={{ base: 10, sm: 4 }}>
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
