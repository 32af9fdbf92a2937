import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { propostasDoUsuarioQuery } from '@/hooks/propostas-do-usuario';
import { useProvaCnpjAtual } from '@/hooks/use-prova-cnpj';
import { useSessao } from '@/hooks/use-sessao';
import { proximosPassos } from '@/lib/proximos-passos';

/**
 * 'Próximos passos' on the company panel: right after sign-up and whenever something waits on
 * the company, what to do next and a link to do it. Hidden when nothing is pending.
 */
export function ProximosPassos() {
  const { data: sessao } = useSessao();
  const prova = useProvaCnpjAtual(sessao?.empresa?.id);
  const propostas = useQuery(propostasDoUsuarioQuery(sessao?.id));
  if (!sessao?.empresa || !prova.data || !propostas.data) return null;
  const passos = proximosPassos({
    temProvaCnpj: prova.atual !== undefined,
    propostas: propostas.data,
  });
  if (passos.length === 0) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby="proximos-passos">
      <Title order={2} size="h3" id="proximos-passos" c="azulSp.9">
        Próximos passos
      </Title>
      <List type="ordered" mt="sm" spacing="xs">
        {passos.map((passo) => (
          <List.Item key={passo.para + passo.texto}>
            <Text span>{passo.texto} </Text>
            <Anchor component={Link} to={passo.para} fw={700}>
              {passo.rotuloLink}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
