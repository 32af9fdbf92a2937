import { Badge, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatarCnpj, ROTULOS_CONFIABILIDADE_GOVBR } from '@portal/domain';
import { useVinculoGovbr } from '../api/vinculo-govbr';

const ATUACOES: Record<string, string> = {
  SOCIO: 'Sócio',
  REPRESENTANTE_LEGAL: 'Representante legal',
  CONTADOR: 'Contador',
};

/**
 * The gov.br link of whoever signed in with it: the seal and the companies the Receita says the
 * CPF acts for (as of the last gov.br sign-in). Nothing for accounts without a link.
 */
export function ContaGovbr() {
  const { data } = useVinculoGovbr();
  if (!data?.vinculado) return null;
  return (
    <Paper withBorder radius="md" p="lg" mb="xl" component="section" aria-labelledby="conta-govbr">
      <Stack gap="sm">
        <Title order={2} id="conta-govbr" fz="lg">
          Conta gov.br vinculada
        </Title>
        <Text>{ROTULOS_CONFIABILIDADE_GOVBR[data.confiabilidade]}</Text>
        {data.empresas.length > 0 ? (
          <>
            <Text>Empresas em que o seu CPF atua, segundo o gov.br:</Text>
            <List>
              {data.empresas.map((empresa) => (
                <List.Item key={empresa.cnpj}>
                  {empresa.razaoSocial ?? 'Empresa'} — CNPJ {formatarCnpj(empresa.cnpj)}{' '}
                  <Badge variant="light" color={empresa.atuaPelaEmpresa ? 'teal' : 'gray'}>
                    {ATUACOES[empresa.atuacao] ?? 'Sem atuação'}
                  </Badge>
                </List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text c="dimmed">O gov.br não informou empresas em que o seu CPF atua.</Text>
        )}
      </Stack>
    </Paper>
  );
}
