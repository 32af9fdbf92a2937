import type { MouseEvent } from 'react';
import { Anchor, Badge, Checkbox, Table, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { formatarData, type LinhaAnalise } from '@portal/domain';
import { linkZipProposta } from '../api/arquivos';
import type { FiltrosAnalise, OrdemAnalise } from '../lib/parametros-analise';
import { BotaoCartaoCnpj } from '@/components/empresa/botao-cartao-cnpj';
import { CabecalhoOrdenavel } from './cabecalho-ordenavel';
import { SeloStatus } from './selo-status';
import classes from './tabela-analise.module.css';

interface TabelaAnaliseProps {
  linhas: readonly LinhaAnalise[];
  filtros: FiltrosAnalise;
  onOrdenar: (ordem: OrdemAnalise) => void;
  /** A new page is on its way: the old rows stay, dimmed, instead of an empty table. */
  atualizando: boolean;
  /** Administrators pick rows for a bulk action and sort by the consolidated score. */
  selecao?: {
    selecionadas: ReadonlySet<string>;
    onAlternar: (propostaId: string) => void;
    onAlternarPagina: () => void;
  };
}

const notaLegivel = (nota: number) => nota.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** "2/3 avaliações", and the score with a disagreement mark where this user may see it. */
function ColunaAvaliacao({ avaliacao }: { avaliacao: LinhaAnalise['avaliacao'] }) {
  if (avaliacao.conflito) {
    return (
      <Text size="sm" c="dimmed">
        Conflito de interesse declarado
      </Text>
    );
  }
  if (avaliacao.atribuidas === 0 && avaliacao.enviadas === 0) {
    return (
      <Text size="sm" c="dimmed">
        Sem avaliador
      </Text>
    );
  }
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {avaliacao.enviadas}/{avaliacao.atribuidas} avaliações
      </Text>
      {avaliacao.nota !== null && (
        <Text size="sm" fw={700}>
          Nota {notaLegivel(avaliacao.nota)}
          {avaliacao.divergente && (
            <Badge color="orange" size="xs" ml={4} variant="light">
              divergem
            </Badge>
          )}
        </Text>
      )}
    </>
  );
}

const rotaSolucao = (linha: LinhaAnalise) => `/ipt/solution/${linha.propostaID}`;

/** Keeps a click on a link or button inside a row from also opening the row. */
const soEste = { onClick: (e: MouseEvent) => e.stopPropagation() };

/** The staff's table of solutions (spec §2 /ipt/home); a row opens the solution. */
export function TabelaAnalise({
  linhas,
  filtros,
  onOrdenar,
  atualizando,
  selecao,
}: TabelaAnaliseProps) {
  const navigate = useNavigate();
  const cabecalho = { filtros, onOrdenar };
  return (
    // On a phone each row is a card and the header a bar of sort buttons (the CSS); the explicit
    // roles keep the table a table for screen readers once its display is no longer one.
    <Table.ScrollContainer minWidth={980} className={classes.rolagem}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        className={`${classes.tabela} ${atualizando ? classes.atualizando : ''}`}
        aria-busy={atualizando}
        role="table"
      >
        <Table.Thead role="rowgroup">
          <Table.Tr role="row">
            {selecao && (
              <Table.Th role="columnheader" data-no-celular="">
                <Checkbox
                  aria-label="Selecionar todas as soluções da página"
                  checked={
                    linhas.length > 0 && linhas.every((l) => selecao.selecionadas.has(l.propostaID))
                  }
                  onChange={selecao.onAlternarPagina}
                />
              </Table.Th>
            )}
            <CabecalhoOrdenavel rotulo="Código" ordem="codigoProposta" {...cabecalho} />
            <CabecalhoOrdenavel rotulo="Empresa" ordem="nomeOficialEmpresa" {...cabecalho} />
            <CabecalhoOrdenavel rotulo="Título" ordem="tituloProposta" {...cabecalho} />
            <CabecalhoOrdenavel rotulo="Status" ordem="status" {...cabecalho} />
            <CabecalhoOrdenavel rotulo="Envio do PDF" ordem="dataHoraEnvioPDF" {...cabecalho} />
            {selecao ? (
              <CabecalhoOrdenavel rotulo="Avaliações" ordem="nota" {...cabecalho} />
            ) : (
              <Table.Th role="columnheader">Avaliações</Table.Th>
            )}
            <Table.Th role="columnheader">Cartão CNPJ</Table.Th>
            <Table.Th role="columnheader">Arquivos</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody role="rowgroup">
          {linhas.map((linha) => (
            <Table.Tr
              key={linha.propostaID}
              className={classes.linha}
              role="row"
              tabIndex={0}
              onClick={() => navigate(rotaSolucao(linha))}
              onKeyDown={(evento) => {
                if (evento.key === 'Enter' && evento.target === evento.currentTarget)
                  navigate(rotaSolucao(linha));
              }}
            >
              {selecao && (
                <Table.Td role="cell" data-no-celular="" {...soEste}>
                  <Checkbox
                    aria-label={`Selecionar a solução ${linha.codigoProposta}`}
                    checked={selecao.selecionadas.has(linha.propostaID)}
                    onChange={() => selecao.onAlternar(linha.propostaID)}
                  />
                </Table.Td>
              )}
              <Table.Td role="cell" data-rotulo="Código">
                <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {linha.codigoProposta}
                </Text>
              </Table.Td>
              <Table.Td role="cell" data-rotulo="Empresa">
                <Text size="sm">{linha.nomeOficialEmpresa}</Text>
              </Table.Td>
              <Table.Td role="cell" data-rotulo="Título">
                <Anchor component={Link} to={rotaSolucao(linha)} fw={600} size="sm" {...soEste}>
                  {linha.tituloProposta}
                </Anchor>
              </Table.Td>
              <Table.Td role="cell" data-rotulo="Status">
                <SeloStatus
                  idStatusProposta={linha.statusProposta.idStatusProposta}
                  descricao={linha.statusProposta.descricao}
                  leitor="equipe"
                />
              </Table.Td>
              <Table.Td role="cell" data-rotulo="Envio do PDF">
                <Text size="sm">{formatarData(linha.dataHoraEnvioPDF) || '—'}</Text>
              </Table.Td>
              <Table.Td role="cell" data-rotulo="Avaliações">
                <ColunaAvaliacao avaliacao={linha.avaliacao} />
              </Table.Td>
              <Table.Td role="cell" data-rotulo="Cartão CNPJ">
                {linha.cartaoCNPJ ? (
                  <BotaoCartaoCnpj
                    empresaId={linha.empresaID}
                    cnpj={linha.cnpjEmpresa}
                    nomeEmpresa={linha.nomeOficialEmpresa}
                  />
                ) : (
                  <Text size="sm" c="dimmed">
                    Não enviado
                  </Text>
                )}
              </Table.Td>
              <Table.Td role="cell" data-rotulo="Arquivos">
                <Anchor
                  href={linkZipProposta(linha.propostaID)}
                  download
                  size="sm"
                  aria-label={`Zip com os arquivos da solução ${linha.codigoProposta}`}
                  {...soEste}
                  style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                >
                  <IconFileZip size={16} aria-hidden="true" />
                  Zip
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
