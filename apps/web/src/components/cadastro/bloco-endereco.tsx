import { Grid } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatarCep, LIMITES } from '@portal/domain';
import { CampoSelect } from '@/components/form/campo-select';
import { CampoTexto } from '@/components/form/campo-texto';
import { useEstados, useMunicipios, useTiposLogradouro } from '@/hooks/use-lookups';
import type { FormularioComEmpresa } from './formulario-cadastro';

/** The company's address; the city list follows the chosen state (5,570 cities in all). */
export function BlocoEndereco({ bloqueado }: { bloqueado: boolean }) {
  const { control, setValue } = useFormContext<FormularioComEmpresa>();
  const estadoId = useWatch({ control, name: 'empresa.endereco.municipio.estado.id' });
  const tiposLogradouro = useTiposLogradouro();
  const estados = useEstados();
  const municipios = useMunicipios(estadoId);
  const opcoesEstado = estados.data?.map((e) => ({
    id: e.id,
    descricao: `${e.descricao} (${e.sigla})`,
  }));

  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <CampoTexto
          control={control}
          name="empresa.endereco.cep"
          inputName="cep"
          label="CEP"
          mascara={formatarCep}
          placeholder="00000-000"
          inputMode="numeric"
          autoComplete="postal-code"
          withAsterisk={!bloqueado}
          disabled={bloqueado}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <CampoSelect
          control={control}
          name="empresa.endereco.tipoLogradouro"
          inputName="tipoLogradouro"
          label="Tipo de logradouro"
          opcoes={tiposLogradouro.data}
          carregando={tiposLogradouro.isPending}
          falhou={tiposLogradouro.isError}
          searchable
          withAsterisk={!bloqueado}
          disabled={bloqueado}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <CampoTexto
          control={control}
          name="empresa.endereco.nomeLogradouro"
          inputName="nomeLogradouro"
          label="Logradouro"
          placeholder="Nome da rua, avenida, praça…"
          maxLength={LIMITES.nomeLogradouro}
          autoComplete="address-line1"
          withAsterisk={!bloqueado}
          disabled={bloqueado}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <CampoTexto
          control={control}
          name="empresa.endereco.numero"
          inputName="numero"
          label="Número"
          maxLength={LIMITES.numeroEndereco}
          withAsterisk={!bloqueado}
          disabled={bloqueado}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <CampoTexto
          control={control}
          name="empresa.endereco.complemento"
          inputName="complemento"
          label="Complemento"
          placeholder="Sala, andar, bloco…"
          maxLength={LIMITES.complemento}
          autoComplete="address-line2"
          disabled={bloqueado}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <CampoTexto
          control={control}
          name="empresa.endereco.bairro"
          inputName="bairro"
          label="Bairro"
          maxLength={LIMITES.bairro}
          withAsterisk={!bloqueado}
          disabled={bloqueado}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <CampoSelect
          control={control}
          name="empresa.endereco.municipio.estado.id"
          inputName="estado"
          label="Estado"
          opcoes={opcoesEstado}
          carregando={estados.isPending}
          falhou={estados.isError}
          searchable
          withAsterisk={!bloqueado}
          disabled={bloqueado}
          aoMudar={() => setValue('empresa.endereco.municipio.id', null, { shouldValidate: false })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <CampoSelect
          control={control}
          name="empresa.endereco.municipio.id"
          inputName="municipio"
          label="Município"
          opcoes={municipios.data}
          carregando={municipios.isFetching}
          falhou={municipios.isError}
          searchable
          placeholder={estadoId ? 'Digite para buscar o município' : 'Escolha antes o estado'}
          withAsterisk={!bloqueado}
          disabled={bloqueado || !estadoId}
        />
      </Grid.Col>
    </Grid>
  );
}
