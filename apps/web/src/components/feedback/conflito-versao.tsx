import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconArrowsDiff, IconRefresh } from '@tabler/icons-react';
import type { Divergencia } from '../lib/conflito-versao';

interface ConflitoVersaoProps {
  /** The last save was refused: someone saved after this copy was loaded. */
  recusado: boolean;
  /** After reapplying: the fields both people changed, with the other person's value. */
  divergencias: readonly Divergencia[];
  onReaplicar: () => void;
  ocupado: boolean;
}

/**
 * Two people, one solution (issue 20): the way out of a refused save without losing anything,
 * and then, beside the form, what the other person saved in the fields both changed.
 */
export function ConflitoVersao({
  recusado,
  divergencias,
  onReaplicar,
  ocupado,
}: ConflitoVersaoProps) {
  if (!recusado && divergencias.length === 0) return null;
  return (
    <Stack gap="sm">
      {recusado && (
        <Alert
          role="status"
          color="yellow"
          variant="light"
          title="Outra pessoa salvou esta solução"
          icon={<IconRefresh aria-hidden="true" />}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              O que você digitou continua aqui. Carregue a versão atual: os campos que só você
              alterou ficam como você deixou, os que só a outra pessoa alterou vêm como ela salvou.
            </Text>
            <Button
              variant="filled"
              color="azulSp"
              leftSection={<IconRefresh size={18} aria-hidden="true" />}
              onClick={onReaplicar}
              loading={ocupado}
            >
              Carregar a versão atual e manter minhas alterações
            </Button>
          </Stack>
        </Alert>
      )}
      {divergencias.length > 0 && (
        <Alert
          role="status"
          color="azulSp"
          variant="light"
          title="Campos que vocês dois alteraram"
          icon={<IconArrowsDiff aria-hidden="true" />}
        >
          <Text size="sm" mb="xs">
            Nesses campos ficou o seu texto. Compare com o que a outra pessoa salvou e, se estiver
            tudo certo, clique em Atualizar cadastro.
          </Text>
          <List size="sm" spacing="xs">
            {divergencias.map((d) => (
              <List.Item key={d.campo}>
                <Text span fw={600} size="sm">
                  {d.rotulo}
                </Text>
                : salvo pela outra pessoa: “{d.valorSalvo}”
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
