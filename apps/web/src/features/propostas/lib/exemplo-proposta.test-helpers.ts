import { textosVazios, type TextosProposta } from './formulario-proposta';

/**
 * A complete, valid form: axis 3 (Mobilidade Urbana), capability 24 (Semáforos Inteligentes),
 * the optional texts left blank.
 */
export const textosValidos = (): TextosProposta => ({
  ...textosVazios(),
  titulo: 'Semáforo adaptativo',
  descricao: 'Semáforos que ajustam os tempos ao fluxo medido.',
  keyWords: 'mobilidade, semáforo , IoT',
  destino: 3,
  destinoIndiceDetalhe: 24,
  conceito: 'Controle adaptativo.',
  aplicacaoPratica: 'Cruzamentos urbanos.',
  requisitosTecnicosOperacionais: 'Energia e rede celular.',
  limitacoesTecnicas: 'Depende de sensores.',
  escalabilidade: 'Por cruzamento.',
  beneficiosEsperados: 'Menos espera.',
  custosEstimados: 'R$ 40 mil por cruzamento.',
  problemaResolvido: 'Congestionamento.',
  beneficiosDiretos: 'Tempo de viagem menor.',
  relevancia: 'Alta.',
  diferencial: 'Aprendizado contínuo.',
  validacaoOuRegistro: false,
  cidadeImplementada: 'Campinas',
  suporteTecnicoBrasil: true,
  softwareServicoSaaS: null,
  tempoMedioAtendimento: '4 horas',
  tempoGarantiaSolucao: '2 anos',
});
