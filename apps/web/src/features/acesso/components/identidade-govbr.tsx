import { SimpleGrid, Textarea } from '@mantine/core';
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
  // A text area that grows, not a one-line input: a long e-mail or name wraps and is read whole
  // on a phone instead of scrolling out of sight inside its box.
  const campo = (label: string, valor: string) => (
    <Textarea label={label} value={valor} readOnly variant="filled" autosize minRows={1} />
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
