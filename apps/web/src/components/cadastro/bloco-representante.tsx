import { SimpleGrid } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { formatarCpf, LIMITES } from '@portal/domain';
import { CampoTexto } from '@/components/form/campo-texto';
import type { FormularioComEmpresa } from './formulario-cadastro';

/** The company's legal representative, who will sign the solution PDFs. */
export function BlocoRepresentante({ bloqueado }: { bloqueado: boolean }) {
  const { control } = useFormContext<FormularioComEmpresa>();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <CampoTexto
        control={control}
        name="empresa.responsavelLegalNome"
        inputName="responsavelLegalNome"
        label="Nome completo"
        maxLength={LIMITES.responsavelLegalNome}
        withAsterisk={!bloqueado}
        disabled={bloqueado}
      />
      <CampoTexto
        control={control}
        name="empresa.responsavelLegalCargo"
        inputName="responsavelLegalCargo"
        label="Cargo"
        maxLength={LIMITES.responsavelLegalCargo}
        disabled={bloqueado}
      />
      <CampoTexto
        control={control}
        name="empresa.responsavelLegalCPF"
        inputName="responsavelLegalCPF"
        label="CPF"
        // Masked values of a joined company (***) are shown as the server sent them.
        mascara={bloqueado ? undefined : formatarCpf}
        placeholder="000.000.000-00"
        inputMode="numeric"
        withAsterisk={!bloqueado}
        disabled={bloqueado}
      />
      <CampoTexto
        control={control}
        name="empresa.responsavelLegalRG"
        inputName="responsavelLegalRG"
        label="RG"
        maxLength={LIMITES.responsavelLegalRG}
        withAsterisk={!bloqueado}
        disabled={bloqueado}
      />
      <CampoTexto
        control={control}
        name="empresa.responsavelLegalEmail"
        inputName="responsavelLegalEmail"
        label="E-mail"
        type="email"
        maxLength={LIMITES.responsavelLegalEmail}
        withAsterisk={!bloqueado}
        disabled={bloqueado}
      />
    </SimpleGrid>
  );
}
