import type { ReactNode } from 'react';
import { Badge, Group, Stack } from '@mantine/core';
import {
  camposDaSecao,
  campoPerguntado,
  lerCaminho,
  SECOES_PROPOSTA,
  type CampoSolucao,
  type SecaoProposta,
} from '@portal/domain';
import { SecaoLeitura } from './secao-leitura';

/** A solution as the API answers it, where the axis and the capability come with their names. */
export interface SolucaoLida {
  destino: { eixoDescricao: string | null; capacidadeDescricao: string | null };
}

const simNao = (valor: unknown) => (typeof valor === 'boolean' ? (valor ? 'Sim' : 'Não') : null);

/** A field's value as a reader sees it: the axis by name, yes or no, keywords as badges. */
export function valorLido(campo: CampoSolucao, solucao: SolucaoLida): ReactNode {
  const valor = lerCaminho(solucao, campo.caminho);
  switch (campo.tipo) {
    case 'eixo':
      return solucao.destino.eixoDescricao;
    case 'capacidade':
      return solucao.destino.capacidadeDescricao;
    case 'simNao':
      return simNao(valor);
    case 'palavrasChave':
      return Array.isArray(valor) && valor.length > 0 ? (
        <Group gap={6}>
          {valor.map((palavra: string) => (
            <Badge key={palavra} variant="outline" color="gray" tt="none" c="gray.9">
              {palavra}
            </Badge>
          ))}
        </Group>
      ) : null;
    default:
      return typeof valor === 'string' ? valor : null;
  }
}

const TODAS = Object.keys(SECOES_PROPOSTA) as SecaoProposta[];

/**
 * The solution's fields in the sections, order and words of the company's form; a field the
 * form never asked (the other capability, the validating entity) is left out.
 */
export function CamposSolucao({
  solucao,
  secoes = TODAS,
  nivel,
}: {
  solucao: SolucaoLida;
  secoes?: readonly SecaoProposta[];
  /** The sections' heading level under the page's own headings. */
  nivel?: 2 | 3;
}) {
  return (
    <Stack gap="md">
      {secoes.map((secao) => (
        <SecaoLeitura
          key={secao}
          nivel={nivel}
          titulo={SECOES_PROPOSTA[secao]}
          campos={camposDaSecao(secao)
            .filter((campo) => campoPerguntado(campo, solucao))
            .map((campo) => ({ rotulo: campo.rotulo, valor: valorLido(campo, solucao) }))}
        />
      ))}
    </Stack>
  );
}
