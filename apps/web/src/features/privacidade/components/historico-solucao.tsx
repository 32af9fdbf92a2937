import { useId, useState } from 'react';
import { Badge, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { MeusDados } from '@portal/domain';
import { ListaAuditoria } from '@/components/auditoria/lista-auditoria';

type Solucao = MeusDados['solucoes'][number];

/**
 * One of the company's solutions and, folded until asked for, who did what on it: the records
 * of a long evaluation would bury the rest of the page.
 */
export function HistoricoSolucao({ solucao }: { solucao: Solucao }) {
  const [aberto, setAberto] = useState(false);
  const idHistorico = useId();
  const nome = [solucao.codigo, solucao.titulo].filter(Boolean).join(' – ');
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
            {nome}
          </Title>
          <Badge variant="light" color="azulSp">
            {solucao.status}
          </Badge>
        </Group>
        {solucao.historico.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhum registro sobre esta solução.
          </Text>
        ) : (
          <>
            <Group>
              <Button
                variant="subtle"
                size="compact-md"
                aria-expanded={aberto}
                aria-controls={idHistorico}
                onClick={() => setAberto((valor) => !valor)}
                rightSection={
                  <IconChevronDown
                    size={18}
                    aria-hidden="true"
                    style={{ transform: aberto ? 'rotate(180deg)' : undefined }}
                  />
                }
              >
                Quem fez o quê ({solucao.historico.length})
              </Button>
            </Group>
            <Collapse expanded={aberto} id={idHistorico}>
              <ListaAuditoria
                registros={solucao.historico}
                mostrarSolucao={false}
                linkSolucao={false}
                titulo={`Quem fez o quê em ${nome}`}
              />
            </Collapse>
          </>
        )}
      </Stack>
    </Paper>
  );
}
