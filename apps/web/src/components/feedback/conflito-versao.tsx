import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconArrowsDiff, IconRefresh } from '@tabler/icons-react';
import type { Divergencia } from '@/lib/conflito-versao';

interface ConflitoVersaoProps {
  /** What happened, as the notice's title: "Outra pessoa salvou esta solução". */
  titulo: string;
  /** The label of the form's save button, which the hint names. */
  botaoSalvar: string;
  /** The last save was refused: someone saved after this copy was loaded. */
  recusado: boolean;
  /** After reapplying: the fields both people changed, with the other person's value. */
  divergencias: readonly Divergencia[];
  onReaplicar: () => void;
  ocupado: boolean;
}

/**
 * Two people, one record: the way out of a refused save without losing anything,
 * and then, beside the form, what the other person saved in the fields both changed.
 */
export function ConflitoVersao({
  titulo,
  botaoSalvar,
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
          title={titulo}
          icon={<IconRefresh aria-hidden="true" />}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              O que você digitou continua aqui. Carregue a versão atual: os campos que só você
              alterou ficam como você deixou, os outros vêm como foram salvos.
            </Text>
            <Button
              variant="filled"
              color="azulSp"
              leftSection={<IconRefresh size={18} aria-hidden="true" />}
              onClick={onReaplicar}
              loading={ocupado}
              // A long label wraps on a phone instead of pushing the notice past the screen.
              h="auto"
              mih={36}
              py={6}
              maw="100%"
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35 } }}
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
          title="Campos alterados aqui e na versão salva"
          icon={<IconArrowsDiff aria-hidden="true" />}
        >
          <Text size="sm" mb="xs">
            Nesses campos ficou o seu texto. Compare com a versão salva e, se estiver tudo certo,
            clique em {botaoSalvar}.
          </Text>
          <List size="sm" spacing="xs">
            {divergencias.map((d) => (
              <List.Item key={d.campo}>
                <Text span fw={600} size="sm">
                  {d.rotulo}
                </Text>
                : na versão salva: “{d.valorSalvo}”
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
