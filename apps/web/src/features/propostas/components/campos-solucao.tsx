import { Badge, Group, Stack } from '@mantine/core';
import type { PropostaLida } from '@portal/domain';
import { SecaoLeitura } from '@/components/leitura/secao-leitura';

const simNao = (valor: boolean | null | undefined) =>
  valor === null || valor === undefined ? null : valor ? 'Sim' : 'Não';

/** Every field of the solution, in the order and with the words of the company's form. */
export function CamposSolucao({ proposta }: { proposta: PropostaLida }) {
  const { destino, descricaoTecnicaSolucao: tecnica, justificativa, historicoSolucao } = proposta;
  const suporte = proposta.suporteSolucao;
  return (
    <Stack gap="md">
      <SecaoLeitura
        titulo="Identificação"
        campos={[
          { rotulo: 'Título', valor: proposta.titulo },
          { rotulo: 'Descrição', valor: proposta.descricao },
          {
            rotulo: 'Palavras-chave',
            valor: proposta.keyWords?.length ? (
              <Group gap={6}>
                {proposta.keyWords.map((palavra) => (
                  <Badge key={palavra} variant="outline" color="gray" tt="none" c="gray.9">
                    {palavra}
                  </Badge>
                ))}
              </Group>
            ) : null,
          },
        ]}
      />
      <SecaoLeitura
        titulo="Eixo temático e capacidade"
        campos={[
          { rotulo: 'Eixo temático', valor: destino.eixoDescricao },
          { rotulo: 'Capacidade', valor: destino.capacidadeDescricao },
          ...(destino.destinoOutro
            ? [{ rotulo: 'Outra capacidade', valor: destino.destinoOutro }]
            : []),
        ]}
      />
      <SecaoLeitura
        titulo="Descrição técnica da solução"
        campos={[
          { rotulo: 'Conceito', valor: tecnica.conceito },
          { rotulo: 'Aplicação prática', valor: tecnica.aplicacaoPratica },
          {
            rotulo: 'Requisitos técnicos e operacionais',
            valor: tecnica.requisitosTecnicosOperacionais,
          },
          { rotulo: 'Limitações técnicas', valor: tecnica.limitacoesTecnicas },
          { rotulo: 'Escalabilidade', valor: tecnica.escalabilidade },
          { rotulo: 'Benefícios esperados', valor: tecnica.beneficiosEsperados },
          { rotulo: 'Custos estimados', valor: tecnica.custosEstimados },
          { rotulo: 'Modalidade de contratação', valor: tecnica.modalidadeContratacao },
        ]}
      />
      <SecaoLeitura
        titulo="Justificativa"
        campos={[
          { rotulo: 'Problema resolvido', valor: justificativa.problemaResolvido },
          { rotulo: 'Benefícios diretos', valor: justificativa.beneficiosDiretos },
          { rotulo: 'Relevância', valor: justificativa.relevancia },
          { rotulo: 'Diferencial', valor: justificativa.diferencial },
        ]}
      />
      <SecaoLeitura
        titulo="Histórico da solução"
        campos={[
          {
            rotulo: 'Validada ou registrada por terceiros',
            valor: simNao(historicoSolucao.validacaoOuRegistro),
          },
          {
            rotulo: 'Entidade responsável pela validação',
            valor: historicoSolucao.entidadeResponsavelValidacao,
          },
          { rotulo: 'Cidades onde foi implementada', valor: historicoSolucao.cidadeImplementada },
        ]}
      />
      <SecaoLeitura
        titulo="Suporte"
        campos={[
          { rotulo: 'Suporte técnico no Brasil', valor: simNao(suporte.suporteNoBrasil) },
          { rotulo: 'Software como serviço (SaaS)', valor: simNao(suporte.saaS) },
          { rotulo: 'Tempo médio de atendimento', valor: suporte.tempoMedio },
          { rotulo: 'Tempo de garantia da solução', valor: suporte.tempoGarantia },
          { rotulo: 'Tempo médio entre falhas (MTBF)', valor: suporte.mtbf },
        ]}
      />
    </Stack>
  );
}
