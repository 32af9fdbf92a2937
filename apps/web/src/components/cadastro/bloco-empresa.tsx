import { SimpleGrid } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatarCnpj, LIMITES } from '@portal/domain';
import { CampoSelect } from '@/components/form/campo-select';
import { CampoTexto } from '@/components/form/campo-texto';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { useTiposEmpresa } from '@/hooks/use-lookups';
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
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CampoTexto
          control={control}
          name="empresa.nomeOficial"
          inputName="nomeOficial"
          label="Razão social (nome oficial)"
          maxLength={LIMITES.nomeOficial}
          autoComplete="organization"
          withAsterisk={!bloqueado}
          disabled={bloqueado}
        />
        <CampoTexto
          control={control}
          name="empresa.nomeFantasia"
          inputName="nomeFantasia"
          label="Nome fantasia"
          maxLength={LIMITES.nomeFantasia}
          disabled={bloqueado}
        />
        <CampoTexto
          control={control}
          name="empresa.cnpj"
          inputName="cnpj"
          label="CNPJ"
          mascara={formatarCnpj}
          placeholder="00.000.000/0000-00"
          withAsterisk={!bloqueado}
          description={bloqueado ? undefined : 'Informado no início do cadastro.'}
          readOnly
          variant="filled"
          disabled={bloqueado}
        />
        <CampoSelect
          control={control}
          name="empresa.tipoEmpresa"
          inputName="tipoEmpresa"
          label="Tipo de empresa"
          opcoes={tipos.data}
          carregando={tipos.isPending}
          falhou={tipos.isError}
          withAsterisk={!bloqueado}
          disabled={bloqueado}
        />
        <CampoTexto
          control={control}
          name="empresa.webSite"
          inputName="webSite"
          label="Site da empresa"
          placeholder="https://www.suaempresa.com.br"
          maxLength={LIMITES.webSite}
          type="url"
          autoComplete="url"
          disabled={bloqueado}
        />
      </SimpleGrid>
      {/* A company someone else registered does not show its experience to the public. */}
      {(!bloqueado || experiencia) && (
        <CampoTextoLongo
          control={control}
          name="empresa.experiencia"
          inputName="experiencia"
          label="Experiência da empresa em cidades inteligentes"
          maxLength={LIMITES.experiencia}
          disabled={bloqueado}
        />
      )}
    </>
  );
}
