import { SimpleGrid, Stack, Textarea } from '@mantine/core';
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
  const documento = (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {campo('CPF', formatarCpf(identidade.cpf))}
      {campo('Selo da conta gov.br', ROTULOS_CONFIABILIDADE_GOVBR[identidade.confiabilidade])}
    </SimpleGrid>
  );
  if (soDocumento) return documento;
  // Name and e-mail take the whole width: in the sign-in card a half is too narrow for them.
  return (
    <Stack gap="md">
      {campo('Nome completo', identidade.nome)}
      {campo('E-mail', identidade.email)}
      {documento}
    </Stack>
  );
}
