import type { Page } from 'playwright-core';

export interface DadosSolucao {
  titulo: string;
  keyWords?: string[];
  destino?: number;
  indiceDetalhe?: number;
}

/** A valid PUT /api/proposta body, for seeding solutions quickly through the API. */
export const payloadProposta = ({
  titulo,
  keyWords = ['mobilidade', 'semáforo'],
  destino = 3,
  indiceDetalhe = 24,
}: DadosSolucao) => ({
  titulo,
  descricao: `Semáforos que ajustam os tempos ao fluxo medido: ${titulo}.`,
  keyWords,
  destino: { destino, indiceDetalhe, destinoOutro: null },
  descricaoTecnicaSolucao: {
    conceito: 'Controle adaptativo de semáforos.',
    aplicacaoPratica: 'Cruzamentos de avenidas.',
    requisitosTecnicosOperacionais: 'Energia e rede celular.',
    limitacoesTecnicas: 'Depende de sensores em cada aproximação.',
    escalabilidade: 'Cresce por cruzamento.',
    beneficiosEsperados: 'Menos tempo parado.',
    custosEstimados: 'R$ 40 mil por cruzamento.',
    modalidadeContratacao: null,
  },
  justificativa: {
    problemaResolvido: 'Congestionamento nos horários de pico.',
    beneficiosDiretos: 'Viagens mais curtas.',
    relevancia: 'Alta para cidades médias.',
    diferencial: 'Aprende com o fluxo de cada dia.',
  },
  historicoSolucao: {
    validacaoOuRegistro: false,
    entidadeResponsavelValidacao: null,
    cidadeImplementada: 'Campinas e Sorocaba',
  },
  suporteSolucao: {
    suporteNoBrasil: true,
    saaS: null,
    tempoMedio: '4 horas',
    tempoGarantia: '2 anos',
    mtbf: null,
  },
});

/** Creates a solution as the company signed in on `page`; answers its id. */
export async function criarSolucaoPelaApi(page: Page, dados: DadosSolucao): Promise<string> {
  const resposta = await page.request.put('/api/proposta', { data: payloadProposta(dados) });
  if (resposta.status() !== 201) throw new Error(`Proposta: ${await resposta.text()}`);
  return ((await resposta.json()) as { idCriadoGuid: string }).idCriadoGuid;
}
