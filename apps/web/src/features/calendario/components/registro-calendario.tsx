import type { ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import {
  type AlteracaoCalendario,
  formatarData,
  formatarDataHora,
  formatarDataHoraExtenso,
} from '@portal/domain';
import { useAlteracoesCalendario, useProrrogacoes } from '../api/calendario';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { SecaoCalendario } from './secao-calendario';

const CAMPOS: Record<string, { rotulo: string; valor: (v: string) => string }> = {
  aberturaInscricoes: { rotulo: 'Abertura das inscrições', valor: formatarDataHoraExtenso },
  prazoEnvio: { rotulo: 'Prazo para envio do PDF assinado', valor: formatarDataHoraExtenso },
  toleranciaMinutos: { rotulo: 'Tolerância', valor: (v) => `${v} min` },
  divulgacaoResultados: { rotulo: 'Divulgação dos resultados', valor: formatarData },
};

const valor = (a: AlteracaoCalendario, v: string | null) =>
  v === null ? '(sem valor)' : (CAMPOS[a.campo]?.valor(v) ?? v);

/** A titled list of records; blocks rather than a wide table, so a phone reads them whole. */
function Registro({
  titulo,
  vazio,
  itens,
}: {
  titulo: string;
  vazio: string;
  itens: { chave: string | number; conteudo: ReactNode }[] | undefined;
}) {
  return (
    <SecaoCalendario titulo={titulo}>
      {itens?.length === 0 ? (
        <Text size="sm" c="dimmed">
          {vazio}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {itens?.map((item) => (
            <Paper component="li" key={item.chave} withBorder radius="sm" p="sm">
              {item.conteudo}
            </Paper>
          ))}
        </Stack>
      )}
    </SecaoCalendario>
  );
}

/** Who changed which date, when, from what to what. */
export function AlteracoesCalendario() {
  const alteracoes = useAlteracoesCalendario();
  if (alteracoes.isError)
    return (
      <ErroConsulta erro={alteracoes.error} onTentarNovamente={() => void alteracoes.refetch()} />
    );
  return (
    <Registro
      titulo="Alterações do calendário"
      vazio="Nenhuma alteração registrada."
      itens={alteracoes.data?.map((a) => ({
        chave: a.id,
        conteudo: (
          <>
            <Text fw={600}>{CAMPOS[a.campo]?.rotulo ?? a.campo}</Text>
            <Text size="sm">
              De {valor(a, a.valorAnterior)} para {valor(a, a.valorNovo)}
            </Text>
            <Text size="xs" c="gray.7">
              Por {a.usuario} em {formatarDataHora(a.dataHora)}
            </Text>
          </>
        ),
      }))}
    />
  );
}

/** Every extension granted, with the reason. */
export function ProrrogacoesConcedidas() {
  const prorrogacoes = useProrrogacoes();
  if (prorrogacoes.isError)
    return (
      <ErroConsulta
        erro={prorrogacoes.error}
        onTentarNovamente={() => void prorrogacoes.refetch()}
      />
    );
  return (
    <Registro
      titulo="Prorrogações concedidas"
      vazio="Nenhuma prorrogação concedida."
      itens={prorrogacoes.data?.map((p) => ({
        chave: p.id,
        conteudo: (
          <>
            <Text fw={600}>
              {p.empresa} ({p.cnpj})
            </Text>
            <Text size="sm">Novo prazo: {formatarDataHoraExtenso(p.prazo)}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              Motivo: {p.motivo}
            </Text>
            <Text size="xs" c="gray.7">
              Concedida por {p.usuario} em {formatarDataHora(p.dataHora)}
            </Text>
          </>
        ),
      }))}
    />
  );
}
