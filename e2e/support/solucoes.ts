import type { Page } from 'playwright-core';
import { minimalPng } from './arquivos.ts';

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

/**
 * Creates a complete solution as the company signed in on `page`: every field and one photo,
 * which its PDF and signed PDF ask for (a half-done one is saved by the form). Answers its id.
 */
export async function criarSolucaoPelaApi(page: Page, dados: DadosSolucao): Promise<string> {
  const resposta = await page.request.put('/api/proposta', { data: payloadProposta(dados) });
  if (resposta.status() !== 201) throw new Error(`Proposta: ${await resposta.text()}`);
  const id = ((await resposta.json()) as { idCriadoGuid: string }).idCriadoGuid;
  const foto = await page.request.post(`/api/fileindexer/proposta/${id}/fotos/file`, {
    data: {
      nomeOriginal: 'foto-da-solucao.png',
      conteudo: minimalPng().toString('base64'),
      tipoDoArquivo: 5,
      tipo: 'image/png',
    },
  });
  if (!foto.ok()) throw new Error(`Foto: ${await foto.text()}`);
  return id;
}
