import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { isPropostaEditavel } from '@portal/domain';
import { descricaoDestino } from '../lib/descricao-destino';
import { rotaEdicao } from '../lib/rota-edicao';
import { AcoesSolucao } from './acoes-solucao';
import { ResponderSolicitacoes } from './responder-solicitacoes';
import { SituacaoSolucao } from './situacao-solucao';
import type { SolucoesProps } from './tabela-solucoes';
import { CompletudeSolucao } from './completude-solucao';
import { ancoraDaSolucao } from '@/lib/proximos-passos';
import classes from './tabela-solucoes.module.css';

/** The list on a phone: one card per solution, same rules as the table's rows. */
export function CartoesSolucoes({ linhas, podeEnviarAssinado, ...acoes }: SolucoesProps) {
  const navigate = useNavigate();
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {linhas.map((linha) => {
        const editavel = isPropostaEditavel(linha.statusProposta.idStatusProposta);
        return (
          <Paper
            key={linha.propostaID}
            id={ancoraDaSolucao(linha.propostaID)}
            component="li"
            withBorder
            radius="md"
            p="md"
            className={editavel ? classes.editavel : undefined}
            onClick={editavel ? () => navigate(rotaEdicao(linha)) : undefined}
          >
            <Text size="xs" c="dimmed" ff="monospace">
              {linha.codigoProposta}
            </Text>
            {editavel ? (
              <Anchor component={Link} to={rotaEdicao(linha)} fw={700}>
                {linha.tituloProposta}
              </Anchor>
            ) : (
              <Text fw={700}>{linha.tituloProposta}</Text>
            )}
            <Text size="sm" mt={4}>
              {descricaoDestino(linha.destino).eixo} · {descricaoDestino(linha.destino).capacidade}
            </Text>
            <CompletudeSolucao linha={linha} />
            <ResponderSolicitacoes linha={linha} />
            <Group justify="space-between" align="flex-end" mt="sm" wrap="nowrap">
              <SituacaoSolucao status={linha.statusProposta} />
              <AcoesSolucao
                linha={linha}
                podeEnviarAssinado={podeEnviarAssinado(linha)}
                onDetalhes={() => acoes.onDetalhes(linha)}
                onBaixarPdf={() => acoes.onBaixarPdf(linha)}
                onEscolherAssinado={(arquivo) => acoes.onEscolherAssinado(linha, arquivo)}
                onBaixarAssinado={() => acoes.onBaixarAssinado(linha)}
                onApagarAssinado={acoes.onApagarAssinado && (() => acoes.onApagarAssinado?.(linha))}
              />
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
