import { SimpleGrid } from '@mantine/core';
import { formatarCpf, LIMITES } from '@portal/domain';
import { CamposDaEmpresa, TextoDaEmpresa } from './campos-da-empresa';

/** The company's legal representative, who will sign the solution PDFs. */
export function BlocoRepresentante({ bloqueado }: { bloqueado: boolean }) {
  return (
    <CamposDaEmpresa bloqueado={bloqueado}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextoDaEmpresa
          name="empresa.responsavelLegalNome"
          label="Nome completo"
          maxLength={LIMITES.responsavelLegalNome}
          obrigatorio
        />
        <TextoDaEmpresa
          name="empresa.responsavelLegalCargo"
          label="Cargo"
          maxLength={LIMITES.responsavelLegalCargo}
        />
        <TextoDaEmpresa
          name="empresa.responsavelLegalCPF"
          label="CPF"
          // Masked values of a joined company (***) are shown as the server sent them.
          mascara={bloqueado ? undefined : formatarCpf}
          placeholder="000.000.000-00"
          inputMode="numeric"
          obrigatorio
        />
        <TextoDaEmpresa
          name="empresa.responsavelLegalRG"
          label="RG"
          maxLength={LIMITES.responsavelLegalRG}
          obrigatorio
        />
        <TextoDaEmpresa
          name="empresa.responsavelLegalEmail"
          label="E-mail"
          type="email"
          maxLength={LIMITES.responsavelLegalEmail}
          obrigatorio
        />
      </SimpleGrid>
    </CamposDaEmpresa>
  );
}
