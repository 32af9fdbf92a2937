import { SimpleGrid } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { LIMITES } from '@portal/domain';
import { CampoTexto } from '@/components/form/campo-texto';
import type { FormularioComEmpresa } from './formulario-cadastro';

interface BlocoUsuarioProps {
  /** On /painel the e-mail is the login and cannot change. */
  emailSomenteLeitura: boolean;
  /** Name and e-mail came from gov.br: shown, not edited (the server takes gov.br's anyway). */
  doGovbr?: boolean;
  /** Registration checks on blur whether the e-mail already has an account. */
  aoSairDoEmail?: () => void;
}

/** Who is registering: the contact person of the company in the programme. */
export function BlocoUsuario({
  emailSomenteLeitura,
  doGovbr = false,
  aoSairDoEmail,
}: BlocoUsuarioProps) {
  const { control } = useFormContext<FormularioComEmpresa>();
  const emailFixo = emailSomenteLeitura || doGovbr;
  const doGovbrDescricao = doGovbr ? 'Vem da sua conta gov.br.' : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <CampoTexto
        control={control}
        name="nome"
        label="Nome completo"
        maxLength={LIMITES.nomeUsuario}
        autoComplete="name"
        withAsterisk
        readOnly={doGovbr}
        variant={doGovbr ? 'filled' : 'default'}
        description={doGovbrDescricao}
      />
      <CampoTexto
        control={control}
        name="email"
        label="E-mail"
        type="email"
        maxLength={LIMITES.email}
        autoComplete="email"
        withAsterisk
        readOnly={emailFixo}
        variant={emailFixo ? 'filled' : 'default'}
        description={
          doGovbrDescricao ??
          (emailSomenteLeitura ? 'O e-mail é o seu acesso e não pode ser alterado.' : undefined)
        }
        onBlur={emailFixo ? undefined : aoSairDoEmail}
      />
      <CampoTexto control={control} name="cargo" label="Cargo" autoComplete="organization-title" />
      <CampoTexto control={control} name="departamento" label="Departamento" />
    </SimpleGrid>
  );
}
