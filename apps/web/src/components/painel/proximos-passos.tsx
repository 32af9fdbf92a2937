import {
  Anchor,
  Box,
  Button,
  Collapse,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { IconCalendarEvent, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { textoSituacao } from '@portal/domain';
import { ReenviarConfirmacao } from '@/components/conta/reenviar-confirmacao';
import { propostasDoUsuarioQuery } from '@/hooks/propostas-do-usuario';
import { useProvaCnpjAtual } from '@/hooks/use-prova-cnpj';
import { useSituacaoEmail } from '@/hooks/use-situacao-email';
import { useSessao } from '@/hooks/use-sessao';
import { useSituacaoInscricoes } from '@/hooks/use-situacao-inscricoes';
import { useTelaDeTelefone } from '@/hooks/use-tela-de-telefone';
import { type Passo, proximosPassos } from '@/lib/proximos-passos';

function ItemPasso({ passo }: { passo: Passo }) {
  return (
    <List.Item>
      <Text span size="sm">
        {passo.texto}{' '}
      </Text>
      {'para' in passo ? (
        <Anchor component={Link} to={passo.para} fw={700} size="sm">
          {passo.rotuloLink}
        </Anchor>
      ) : (
        <Box mt={6}>
          <ReenviarConfirmacao tamanho="compact-sm" />
        </Box>
      )}
    </List.Item>
  );
}

/**
 * Everything that waits on the company, in one box at the top of its panel and of its list: the
 * call's dates, then each thing to do with a link to do it. On a phone it folds to one line, so
 * the list starts within the first screen; the person's choice lasts for the visit.
 */
export function ProximosPassos() {
  const { data: sessao } = useSessao();
  const email = useSituacaoEmail();
  const prova = useProvaCnpjAtual(sessao?.empresa?.id);
  const propostas = useQuery(propostasDoUsuarioQuery(sessao?.id));
  const { data: inscricoes } = useSituacaoInscricoes();
  const telefone = useTelaDeTelefone();
  const [aberto, setAberto] = useSessionStorage<boolean | null>({
    key: 'proximos-passos-aberto',
    defaultValue: null,
  });
  const idLista = useId();
  const idTitulo = useId();

  const pronto = sessao?.empresa && prova.data && propostas.data && email.data;
  const passos = pronto
    ? proximosPassos({
        email: email.data,
        temProvaCnpj: prova.atual !== undefined,
        propostas: propostas.data ?? [],
        inscricoes,
      })
    : [];
  if (!inscricoes && passos.length === 0) return null;
  const mostrar = aberto ?? !telefone;
  const quantos = passos.length === 1 ? '1 pendência' : `${passos.length} pendências`;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={idTitulo}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Title order={2} size="h4" id={idTitulo} c="azulSp.9">
            Próximos passos
            {passos.length > 0 && <Text span inherit fw={400}>{` · ${quantos}`}</Text>}
          </Title>
          {inscricoes && (
            <Group gap={6} wrap="nowrap" align="flex-start" data-fase={inscricoes.fase}>
              <IconCalendarEvent size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
              <Text size="sm" role="status">
                {textoSituacao(inscricoes)}
              </Text>
            </Group>
          )}
        </Stack>
        {passos.length > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={mostrar}
            aria-controls={idLista}
            rightSection={
              mostrar ? (
                <IconChevronUp size={16} aria-hidden="true" />
              ) : (
                <IconChevronDown size={16} aria-hidden="true" />
              )
            }
            onClick={() => setAberto(!mostrar)}
            style={{ flexShrink: 0 }}
          >
            {mostrar ? 'Ocultar' : 'Mostrar'}
          </Button>
        )}
      </Group>
      {passos.length > 0 && (
        <Collapse expanded={mostrar} id={idLista}>
          <List type="ordered" mt="sm" spacing="xs">
            {passos.map((passo) => (
              <ItemPasso key={passo.texto} passo={passo} />
            ))}
          </List>
        </Collapse>
      )}
    </Paper>
  );
}
