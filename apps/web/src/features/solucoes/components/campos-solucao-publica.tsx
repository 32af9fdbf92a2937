import { Stack } from '@mantine/core';
import { ROTULOS_PROPOSTA as R, SECOES_PROPOSTA, type SolucaoPublica } from '@portal/domain';
import { SecaoLeitura } from '@/components/leitura/secao-leitura';

const simNao = (valor: boolean | null | undefined) =>
  valor === null || valor === undefined ? null : valor ? 'Sim' : 'Não';

/** The solution's public fields, in the sections and with the words of the company's form. */
export function CamposSolucaoPublica({ solucao }: { solucao: SolucaoPublica }) {
  const { destino, descricaoTecnicaSolucao: tecnica, justificativa } = solucao;
  const { historicoSolucao: historico, suporteSolucao: suporte } = solucao;
  return (
    <Stack gap="md">
      <SecaoLeitura
        nivel={2}
        titulo={SECOES_PROPOSTA.destino}
        campos={[
          { rotulo: R.destino, valor: destino.eixoDescricao },
          { rotulo: R.indiceDetalhe, valor: destino.capacidadeDescricao },
          ...(destino.destinoOutro
            ? [{ rotulo: R.destinoOutro, valor: destino.destinoOutro }]
            : []),
        ]}
      />
      <SecaoLeitura
        nivel={2}
        titulo={SECOES_PROPOSTA.descricaoTecnica}
        campos={[
          { rotulo: R.conceito, valor: tecnica.conceito },
          { rotulo: R.aplicacaoPratica, valor: tecnica.aplicacaoPratica },
          {
            rotulo: R.requisitosTecnicosOperacionais,
            valor: tecnica.requisitosTecnicosOperacionais,
          },
          { rotulo: R.limitacoesTecnicas, valor: tecnica.limitacoesTecnicas },
          { rotulo: R.escalabilidade, valor: tecnica.escalabilidade },
          { rotulo: R.beneficiosEsperados, valor: tecnica.beneficiosEsperados },
          { rotulo: R.custosEstimados, valor: tecnica.custosEstimados },
          { rotulo: R.modalidadeContratacao, valor: tecnica.modalidadeContratacao },
        ]}
      />
      <SecaoLeitura
        nivel={2}
        titulo={SECOES_PROPOSTA.justificativa}
        campos={[
          { rotulo: R.problemaResolvido, valor: justificativa.problemaResolvido },
          { rotulo: R.beneficiosDiretos, valor: justificativa.beneficiosDiretos },
          { rotulo: R.relevancia, valor: justificativa.relevancia },
          { rotulo: R.diferencial, valor: justificativa.diferencial },
        ]}
      />
      <SecaoLeitura
        nivel={2}
        titulo={SECOES_PROPOSTA.historico}
        campos={[
          { rotulo: R.validacaoOuRegistro, valor: simNao(historico.validacaoOuRegistro) },
          ...(historico.validacaoOuRegistro
            ? [
                {
                  rotulo: R.entidadeResponsavelValidacao,
                  valor: historico.entidadeResponsavelValidacao,
                },
              ]
            : []),
          { rotulo: R.cidadeImplementada, valor: historico.cidadeImplementada },
        ]}
      />
      <SecaoLeitura
        nivel={2}
        titulo={SECOES_PROPOSTA.suporte}
        campos={[
          { rotulo: R.suporteNoBrasil, valor: simNao(suporte.suporteNoBrasil) },
          { rotulo: R.saaS, valor: simNao(suporte.saaS) },
          { rotulo: R.tempoMedio, valor: suporte.tempoMedio },
          { rotulo: R.tempoGarantia, valor: suporte.tempoGarantia },
          { rotulo: R.mtbf, valor: suporte.mtbf },
        ]}
      />
    </Stack>
  );
}
