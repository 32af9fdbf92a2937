import { SimpleGrid } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatarCnpj, LIMITES } from '@portal/domain';
import { useTiposEmpresa } from '@/hooks/use-lookups';
import {
  CamposDaEmpresa,
  SelecaoDaEmpresa,
  TextoDaEmpresa,
  TextoLongoDaEmpresa,
} from './campos-da-empresa';
import type { FormularioComEmpresa } from './formulario-cadastro';

interface BlocoEmpresaProps {
  /** An existing company (or the panel): its data is shown, never edited here. */
  bloqueado: boolean;
}

/** The company's identification. The CNPJ always comes from the company dialog. */
export function BlocoEmpresa({ bloqueado }: BlocoEmpresaProps) {
  const { control } = useFormContext<FormularioComEmpresa>();
  const tipos = useTiposEmpresa();
  const experiencia = useWatch({ control, name: 'empresa.experiencia' });
  return (
    <CamposDaEmpresa bloqueado={bloqueado}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextoDaEmpresa
          name="empresa.nomeOficial"
          label="Razão social (nome oficial)"
          maxLength={LIMITES.nomeOficial}
          autoComplete="organization"
          obrigatorio
        />
        <TextoDaEmpresa
          name="empresa.nomeFantasia"
          label="Nome fantasia"
          maxLength={LIMITES.nomeFantasia}
        />
        <TextoDaEmpresa
          name="empresa.cnpj"
          label="CNPJ"
          mascara={formatarCnpj}
          placeholder="00.000.000/0000-00"
          obrigatorio
          description={bloqueado ? undefined : 'Informado no início do cadastro.'}
          readOnly
          variant="filled"
        />
        <SelecaoDaEmpresa
          name="empresa.tipoEmpresa"
          label="Tipo de empresa"
          opcoes={tipos.data}
          carregando={tipos.isPending}
          falhou={tipos.isError}
          obrigatorio
        />
        <TextoDaEmpresa
          name="empresa.webSite"
          label="Site da empresa"
          placeholder="https://www.suaempresa.com.br"
          maxLength={LIMITES.webSite}
          type="url"
          autoComplete="url"
        />
      </SimpleGrid>
      {/* A company someone else registered does not show its experience to the public. */}
      {(!bloqueado || experiencia) && (
        <TextoLongoDaEmpresa
          name="empresa.experiencia"
          label="Experiência da empresa em cidades inteligentes"
          maxLength={LIMITES.experiencia}
        />
      )}
    </CamposDaEmpresa>
  );
}
