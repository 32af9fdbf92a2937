import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { formatarData } from '@portal/domain';
import { linkParecerEmpresa, usePareceresLiberados } from '../api/pareceres-empresa';

/**
 * On the company's list of solutions: the technical opinions the institute released, each a
 * download. Nothing shows before a release, so the company never learns of one in progress.
 */
export function PareceresLiberados() {
  const { data: pareceres = [] } = usePareceresLiberados();
  if (pareceres.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mb="md"
      component="section"
      aria-labelledby="titulo-pareceres"
    >
      <Title order={2} id="titulo-pareceres" fz="h4" c="azulSp.9" mb="xs">
        Pareceres técnicos disponíveis
      </Title>
      <List spacing={4} icon={<IconFileCertificate size={16} aria-hidden="true" />}>
        {pareceres.map((p) => (
          <List.Item key={p.propostaId}>
            <Anchor href={linkParecerEmpresa(p.propostaId)} download>
              Parecer técnico da solução {p.codigoProposta}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              (liberado em {formatarData(p.liberadoEm)})
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
