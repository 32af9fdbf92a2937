import { Anchor, Table, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { isPropostaEditavel, type LinhaProposta } from '@portal/domain';
import { descricaoDestino } from '../lib/descricao-destino';
import { rotaEdicao } from '../lib/rota-edicao';
import { AcoesSolucao } from './acoes-solucao';
import { ResponderSolicitacoes } from './responder-solicitacoes';
import { CompletudeSolucao } from './completude-solucao';
import { SituacaoSolucao } from './situacao-solucao';
import { ancoraDaSolucao } from '@/lib/proximos-passos';
import classes from './tabela-solucoes.module.css';

export interface SolucoesProps {
  linhas: readonly LinhaProposta[];
  /** Whether the row offers the signed upload: its status, the CNPJ proof, the calendar. */
  podeEnviarAssinado: (linha: LinhaProposta) => boolean;
  onDetalhes: (linha: LinhaProposta) => void;
  onBaixarPdf: (linha: LinhaProposta) => void;
  onEscolherAssinado: (linha: LinhaProposta, arquivo: File) => void;
  onBaixarAssinado: (linha: LinhaProposta) => void;
  onApagarAssinado?: (linha: LinhaProposta) => void;
}

/**
 * The company's solutions. A row still waiting for the company (status 1) opens the form;
 * past it the row is plain text and a click does nothing (spec §4).
 */
export function TabelaSolucoes({ linhas, podeEnviarAssinado, ...acoes }: SolucoesProps) {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover className={classes.tabela}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Código</Table.Th>
            <Table.Th>Solução</Table.Th>
            <Table.Th>Eixo e capacidade</Table.Th>
            <Table.Th miw={190}>Situação</Table.Th>
            <Table.Th>Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {linhas.map((linha) => {
            const status = linha.statusProposta;
            const editavel = isPropostaEditavel(status.idStatusProposta);
            return (
              <Table.Tr
                key={linha.propostaID}
                id={ancoraDaSolucao(linha.propostaID)}
                data-editavel={editavel || undefined}
                className={editavel ? classes.editavel : undefined}
                onClick={editavel ? () => navigate(rotaEdicao(linha)) : undefined}
              >
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" ff="monospace">
                    {linha.codigoProposta}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {editavel ? (
                    <Anchor component={Link} to={rotaEdicao(linha)} fw={600}>
                      {linha.tituloProposta}
                    </Anchor>
                  ) : (
                    <Text fw={600}>{linha.tituloProposta}</Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {linha.keywords?.join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{descricaoDestino(linha.destino).eixo}</Text>
                  <Text size="xs" c="dimmed">
                    {descricaoDestino(linha.destino).capacidade}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <SituacaoSolucao status={status} />
                  <ResponderSolicitacoes linha={linha} />
                  <CompletudeSolucao linha={linha} />
                </Table.Td>
                <Table.Td>
                  <AcoesSolucao
                    linha={linha}
                    podeEnviarAssinado={podeEnviarAssinado(linha)}
                    onDetalhes={() => acoes.onDetalhes(linha)}
                    onBaixarPdf={() => acoes.onBaixarPdf(linha)}
                    onEscolherAssinado={(arquivo) => acoes.onEscolherAssinado(linha, arquivo)}
                    onBaixarAssinado={() => acoes.onBaixarAssinado(linha)}
                    onApagarAssinado={
                      acoes.onApagarAssinado && (() => acoes.onApagarAssinado?.(linha))
                    }
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
