import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileCheck } from '@tabler/icons-react';
import { formatarDataHora } from '@portal/domain';
import { CampoProvaCnpj } from '@/components/cadastro/campo-prova-cnpj';
import { SecaoFormulario } from '@/components/form/secao-formulario';
import { useProvaCnpjAtual } from '@/hooks/use-prova-cnpj';

interface SecaoProvaCnpjProps {
  empresaId: string;
  arquivo: File | null;
  onChange: (arquivo: File | null) => void;
}

/** The company's CNPJ proof: the one on file, and a new one that replaces it on save. */
export function SecaoProvaCnpj({ empresaId, arquivo, onChange }: SecaoProvaCnpjProps) {
  const { atual, isPending, isError } = useProvaCnpjAtual(empresaId);
  return (
    <SecaoFormulario
      titulo="Comprovante de inscrição no CNPJ"
      descricao="Necessário antes de enviar o PDF assinado de uma solução."
    >
      {isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">Verificando o comprovante enviado…</Text>
        </Group>
      ) : atual ? (
        <Group gap="xs" wrap="nowrap">
          <IconFileCheck size={20} color="var(--mantine-color-teal-8)" aria-hidden="true" />
          <Text size="sm">
            Comprovante atual: <strong>{atual.nomeOriginal}</strong>, enviado em{' '}
            {formatarDataHora(atual.dataHoraInclusao)}.
          </Text>
        </Group>
      ) : (
        <Text size="sm" c={isError ? 'var(--mantine-color-error)' : undefined}>
          {isError
            ? 'Não foi possível verificar o comprovante enviado.'
            : 'Nenhum comprovante enviado até agora.'}
        </Text>
      )}
      <CampoProvaCnpj arquivo={arquivo} onChange={onChange} />
      {/* Only a chosen file replaces something, and only when there is something to replace. */}
      {arquivo && atual && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title="O novo arquivo substitui o anterior"
        >
          Ao salvar com {arquivo.name}, o comprovante {atual.nomeOriginal} deixa de valer.
        </Alert>
      )}
    </SecaoFormulario>
  );
}
