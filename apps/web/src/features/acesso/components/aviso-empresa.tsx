import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconBuildingCommunity, IconSparkles } from '@tabler/icons-react';
import { MENSAGENS } from '@portal/domain';
import { contato } from '@/lib/contato';

interface AvisoEmpresaProps {
  existente: boolean;
  cnpj: string;
  onTrocarCnpj: () => void;
}

/** Which company the form is for: a new one, or an existing one the user joins (spec §2). */
export function AvisoEmpresa({ existente, cnpj, onTrocarCnpj }: AvisoEmpresaProps) {
  const trocar = (
    <Button variant="white" size="compact-sm" onClick={onTrocarCnpj}>
      Alterar CNPJ
    </Button>
  );
  if (existente) {
    return (
      <Alert
        role="status"
        color="yellow"
        variant="light"
        icon={<IconBuildingCommunity aria-hidden="true" />}
        title={MENSAGENS.empresaJaCadastrada}
      >
        <Text size="sm">
          A empresa de CNPJ <strong>{cnpj}</strong> já participa do programa: os dados dela aparecem
          abaixo e não podem ser alterados aqui. Preencha apenas os seus dados.
        </Text>
        <Group mt="xs" gap="sm" justify="space-between">
          <Text size="sm">
            Encontrou algum dado errado? Fale com o suporte:{' '}
            <Anchor href={`mailto:${contato.suporte}`} fw={600}>
              {contato.suporte}
            </Anchor>
          </Text>
          {trocar}
        </Group>
      </Alert>
    );
  }
  return (
    <Alert
      role="status"
      color="teal"
      variant="light"
      icon={<IconSparkles aria-hidden="true" />}
      title={MENSAGENS.novoCadastro}
    >
      <Group gap="sm" justify="space-between">
        <Text size="sm">
          Nenhuma empresa com o CNPJ <strong>{cnpj}</strong> está cadastrada. Preencha os dados da
          empresa, do endereço e do representante legal.
        </Text>
        {trocar}
      </Group>
    </Alert>
  );
}
