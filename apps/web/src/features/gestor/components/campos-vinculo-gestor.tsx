import { Grid } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { LIMITES_GESTOR } from '@portal/domain';
import { CampoSelect } from '@/components/form/campo-select';
import { CampoTexto } from '@/components/form/campo-texto';
import { useEstados, useMunicipios } from '@/hooks/use-lookups';
import type { VinculoGestorValores } from '../schemas/gestor-cadastro-schema';

const coluna = { span: { base: 12, sm: 6 } };

/**
 * Role, institutional phone and the municipality, picked by state then city: the e-mail sign-up
 * and the gov.br one ask the same, with the same limits and messages.
 */
export function CamposVinculoGestor() {
  const { control, setValue } = useFormContext<VinculoGestorValores>();
  const estadoId = useWatch({ control, name: 'estadoId' });
  const estados = useEstados();
  const municipios = useMunicipios(estadoId);
  return (
    <Grid>
      <Grid.Col {...coluna}>
        <CampoTexto
          control={control}
          name="cargo"
          label="Cargo ou função"
          maxLength={LIMITES_GESTOR.cargo}
          autoComplete="organization-title"
          withAsterisk
        />
      </Grid.Col>
      <Grid.Col {...coluna}>
        <CampoTexto
          control={control}
          name="telefoneInstitucional"
          label="Telefone institucional (opcional)"
          maxLength={LIMITES_GESTOR.telefone}
          autoComplete="tel"
          inputMode="tel"
        />
      </Grid.Col>
      <Grid.Col {...coluna}>
        <CampoSelect
          control={control}
          name="estadoId"
          label="Estado"
          opcoes={estados.data?.map((e) => ({
            id: e.id,
            descricao: `${e.descricao} (${e.sigla})`,
          }))}
          carregando={estados.isPending}
          falhou={estados.isError}
          searchable
          withAsterisk
          aoMudar={() => setValue('municipioId', null)}
        />
      </Grid.Col>
      <Grid.Col {...coluna}>
        <CampoSelect
          control={control}
          name="municipioId"
          label="Município"
          opcoes={municipios.data}
          carregando={municipios.isFetching}
          falhou={municipios.isError}
          searchable
          withAsterisk
          disabled={!estadoId}
          placeholder={estadoId ? 'Digite para buscar o município' : 'Escolha antes o estado'}
        />
      </Grid.Col>
    </Grid>
  );
}
