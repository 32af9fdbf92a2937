import { SimpleGrid } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { LIMITES } from '@portal/domain';
import { CampoTexto } from '@/components/form/campo-texto';
import type { FormularioComEmpresa } from './formulario-cadastro';

interface BlocoUsuarioProps {
  /** On /painel the e-mail is the login and cannot change. */
  emailSomenteLeitura: boolean;
  /** Registration checks on blur whether the e-mail already has an account. */
  aoSairDoEmail?: () => void;
}

/** Who is registering: the contact person of the company in the programme. */
export function BlocoUsuario({ emailSomenteLeitura, aoSairDoEmail }: BlocoUsuarioProps) {
  const { control } = useFormContext<FormularioComEmpresa>();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <CampoTexto
        control={control}
        name="nome"
        label="Nome completo"
        maxLength={LIMITES.nomeUsuario}
        autoComplete="name"
        withAsterisk
      />
      <CampoTexto
        control={control}
        name="email"
        label="E-mail"
        type="email"
        maxLength={LIMITES.email}
        autoComplete="email"
        withAsterisk
        readOnly={emailSomenteLeitura}
        variant={emailSomenteLeitura ? 'filled' : 'default'}
        description={
          emailSomenteLeitura ? 'O e-mail é o seu acesso e não pode ser alterado.' : undefined
        }
        onBlur={aoSairDoEmail}
      />
      <CampoTexto control={control} name="cargo" label="Cargo" autoComplete="organization-title" />
      <CampoTexto control={control} name="departamento" label="Departamento" />
    </SimpleGrid>
  );
}
