import { SimpleGrid, TextInput } from '@mantine/core';
import { formatarCpf, ROTULOS_CONFIABILIDADE_GOVBR, type IdentidadeGovbr } from '@portal/domain';

interface IdentidadeGovbrCamposProps {
  identidade: IdentidadeGovbr;
  /** Only CPF and seal: the registration shows name and e-mail in its own (fixed) fields. */
  soDocumento?: boolean;
}

/** What gov.br said about the person: shown, never edited (it is the CPF's owner's record). */
export function IdentidadeGovbrCampos({
  identidade,
  soDocumento = false,
}: IdentidadeGovbrCamposProps) {
  const campo = (label: string, valor: string) => (
    <TextInput label={label} value={valor} readOnly variant="filled" />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {!soDocumento && campo('Nome completo', identidade.nome)}
      {!soDocumento && campo('E-mail', identidade.email)}
      {campo('CPF', formatarCpf(identidade.cpf))}
      {campo('Selo da conta gov.br', ROTULOS_CONFIABILIDADE_GOVBR[identidade.confiabilidade])}
    </SimpleGrid>
  );
}
