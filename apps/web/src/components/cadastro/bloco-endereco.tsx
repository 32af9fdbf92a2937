import { Grid } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatarCep, LIMITES } from '@portal/domain';
import { useEstados, useMunicipios, useTiposLogradouro } from '@/hooks/use-lookups';
import { CamposDaEmpresa, SelecaoDaEmpresa, TextoDaEmpresa } from './campos-da-empresa';
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
  const coluna = (sm: number) => ({ span: { base: 12, sm } });

  return (
    <CamposDaEmpresa bloqueado={bloqueado}>
      <Grid>
        <Grid.Col {...coluna(4)}>
          <TextoDaEmpresa
            name="empresa.endereco.cep"
            label="CEP"
            mascara={formatarCep}
            placeholder="00000-000"
            inputMode="numeric"
            autoComplete="postal-code"
            obrigatorio
          />
        </Grid.Col>
        <Grid.Col {...coluna(8)}>
          <SelecaoDaEmpresa
            name="empresa.endereco.tipoLogradouro"
            label="Tipo de logradouro"
            opcoes={tiposLogradouro.data}
            carregando={tiposLogradouro.isPending}
            falhou={tiposLogradouro.isError}
            searchable
            obrigatorio
          />
        </Grid.Col>
        <Grid.Col {...coluna(8)}>
          <TextoDaEmpresa
            name="empresa.endereco.nomeLogradouro"
            label="Logradouro"
            placeholder="Nome da rua, avenida, praça…"
            maxLength={LIMITES.nomeLogradouro}
            autoComplete="address-line1"
            obrigatorio
          />
        </Grid.Col>
        <Grid.Col {...coluna(4)}>
          <TextoDaEmpresa
            name="empresa.endereco.numero"
            label="Número"
            maxLength={LIMITES.numeroEndereco}
            obrigatorio
          />
        </Grid.Col>
        <Grid.Col {...coluna(6)}>
          <TextoDaEmpresa
            name="empresa.endereco.complemento"
            label="Complemento"
            placeholder="Sala, andar, bloco…"
            maxLength={LIMITES.complemento}
            autoComplete="address-line2"
          />
        </Grid.Col>
        <Grid.Col {...coluna(6)}>
          <TextoDaEmpresa
            name="empresa.endereco.bairro"
            label="Bairro"
            maxLength={LIMITES.bairro}
            obrigatorio
          />
        </Grid.Col>
        <Grid.Col {...coluna(6)}>
          <SelecaoDaEmpresa
            name="empresa.endereco.municipio.estado.id"
            inputName="estado"
            label="Estado"
            opcoes={opcoesEstado}
            carregando={estados.isPending}
            falhou={estados.isError}
            searchable
            obrigatorio
            aoMudar={() =>
              setValue('empresa.endereco.municipio.id', null, { shouldValidate: false })
            }
          />
        </Grid.Col>
        <Grid.Col {...coluna(6)}>
          <SelecaoDaEmpresa
            name="empresa.endereco.municipio.id"
            inputName="municipio"
            label="Município"
            opcoes={municipios.data}
            carregando={municipios.isFetching}
            falhou={municipios.isError}
            searchable
            placeholder={estadoId ? 'Digite para buscar o município' : 'Escolha antes o estado'}
            obrigatorio
            disabled={!estadoId}
          />
        </Grid.Col>
      </Grid>
    </CamposDaEmpresa>
  );
}
