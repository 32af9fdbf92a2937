import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatarCnpj, type PropostaLida } from '@portal/domain';
import { useEmpresa } from '@/hooks/empresas';
import { useEmpresaDaProposta } from '../hooks/use-empresa-da-proposta';
import { BotaoCartaoCnpj } from '@/components/empresa/botao-cartao-cnpj';
import { LinkSite } from '@/components/leitura/link-site';
import { ListaContatos } from './lista-contatos';

/** Who sent the solution: company, CNPJ, website and the people to talk to. */
export function ResumoEmpresa({ proposta }: { proposta: PropostaLida }) {
  const { empresaId, procurando } = useEmpresaDaProposta(proposta);
  const { data: empresa, isPending, isError } = useEmpresa(empresaId);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} fz="h4" c="azulSp.9" mb="md">
        Empresa e contatos
      </Title>
      {isError || (!empresaId && !procurando) ? (
        <Text size="sm" c="dimmed">
          Não foi possível carregar os dados da empresa.
        </Text>
      ) : isPending ? (
        <Skeleton height={120} />
      ) : (
        <Stack gap="sm">
          <div>
            <Text fw={700}>{empresa.nomeOficial}</Text>
            <Text size="sm" c="gray.8">
              CNPJ {formatarCnpj(empresa.cnpj)}
            </Text>
            <LinkSite webSite={empresa.webSite} />
          </div>
          <div>
            <BotaoCartaoCnpj
              empresaId={empresa.id}
              cnpj={empresa.cnpj}
              nomeEmpresa={empresa.nomeOficial}
            />
          </div>
          <div>
            <Text size="sm" fw={700} c="gray.8" mb={4}>
              Contatos
            </Text>
            <ListaContatos contatos={empresa.contatos} />
          </div>
        </Stack>
      )}
    </Paper>
  );
}
