import {
  CAMPOS_SOLUCAO,
  chaveDoCaminho,
  CONTEXTO_ARQUIVO,
  lerCaminho,
  LIMITES,
  montarPorCaminho,
  type CampoSolucao,
  type Proposta,
} from '@portal/domain';
import type { PropostaPdfDados } from './proposta-pdf-dados.ts';

/** Proposals for the renderer's tests and for timing it: a typical one and a maximal one. */

const GERADO_EM = new Date('2025-03-10T13:45:00Z');

export const exemploProposta = (): PropostaPdfDados => ({
  codigoProposta: 'CP-2025-000123',
  titulo: 'Semáforos que conversam',
  descricao:
    'Controle adaptativo de tráfego com sensores de fluxo e comunicação entre cruzamentos.',
  keyWords: ['mobilidade', 'semáforos', 'tráfego'],
  destino: { destino: 3, indiceDetalhe: 24 },
  descricaoTecnicaSolucao: {
    conceito: 'Controladores que ajustam o tempo de verde conforme a fila medida.',
    aplicacaoPratica: 'Corredores de ônibus e cruzamentos com congestionamento recorrente.',
    requisitosTecnicosOperacionais: 'Energia estável e conexão 4G ou fibra óptica.',
    limitacoesTecnicas: 'Depende de manutenção periódica dos sensores.',
    escalabilidade: 'De um cruzamento a toda a malha do município.',
    beneficiosEsperados: 'Redução de até 20% no tempo de viagem.',
    custosEstimados: 'R$ 35.000,00 por cruzamento, com instalação.',
    modalidadeContratacao: null,
  },
  justificativa: {
    problemaResolvido: 'Congestionamentos em horários de pico.',
    beneficiosDiretos: 'Menos tempo parado e menos emissões.',
    relevancia: 'A mobilidade é prioridade do plano diretor.',
    diferencial: 'Comunicação entre cruzamentos sem central dedicada.',
  },
  historicoSolucao: { validacaoOuRegistro: false, cidadeImplementada: 'Campinas e Sorocaba' },
  suporteSolucao: { suporteNoBrasil: true, tempoMedio: '4 horas', tempoGarantia: '12 meses' },
  empresa: {
    nomeOficial: 'Soluções Urbanas Ltda',
    nomeFantasia: 'Cidade Viva',
    cnpj: '11222333000181',
    endereco: {
      tipoLogradouro: 'Avenida',
      nomeLogradouro: 'Paulista',
      numero: '1000',
      complemento: 'Conjunto 12',
      bairro: 'Bela Vista',
      municipio: 'São Paulo',
      uf: 'SP',
      cep: '01310100',
    },
    responsavelLegalNome: 'Maria da Conceição Araújo',
    responsavelLegalCPF: '52998224725',
    responsavelLegalCargo: 'Diretora-presidente',
  },
  anexos: [
    { contexto: CONTEXTO_ARQUIVO.FOTOS, nomeOriginal: 'cruzamento-piloto.jpg' },
    { contexto: CONTEXTO_ARQUIVO.PORTFOLIOS, nomeOriginal: 'portfólio-2025.pdf' },
  ],
  geradoEm: GERADO_EM,
});

const PALAVRAS =
  'A solução integra sensores, câmeras e análise de dados em tempo real para a gestão ' +
  'pública: a prefeitura acompanha a operação, reduz custos, amplia a eficiência energética, ' +
  'melhora a segurança e a mobilidade urbana, e oferece à população serviços mais ágeis, ' +
  'transparentes e acessíveis, com manutenção contínua, formação das equipes técnicas, ' +
  'integração às plataformas já existentes, proteção de informações conforme a LGPD e ' +
  'expansão gradual por regiões, bairros, distritos e municípios vizinhos. Ações coordenadas, ' +
  'indicadores públicos e avaliação periódica garantem evolução, adaptação climática e ' +
  'inovação tecnológica. ';

/**
 * A text of exactly `tamanho` characters of accented Portuguese ending in `ultimaPalavra`, so a
 * test can tell the whole text was printed.
 */
export const textoComTamanho = (tamanho: number, ultimaPalavra: string): string => {
  const corpo = PALAVRAS.repeat(Math.ceil(tamanho / PALAVRAS.length) + 1)
    .slice(0, tamanho - ultimaPalavra.length - 1)
    .replace(/\s$/, 'a');
  return `${corpo} ${ultimaPalavra}`;
};

/** The texts the maximal proposal fills to their limit: every text but the list and the other capability. */
const TEXTOS_MAXIMOS = CAMPOS_SOLUCAO.filter(
  (campo) => campo.revisavel && campo.tipo !== 'palavrasChave',
);

/** The last word of every field of the maximal proposal, by its key in its section. */
export const ULTIMAS_PALAVRAS: Readonly<Record<string, string>> = Object.fromEntries(
  TEXTOS_MAXIMOS.map((campo) => {
    const chave = chaveDoCaminho(campo.caminho);
    return [chave, `término${chave[0]!.toUpperCase()}${chave.slice(1)}`];
  }),
);

/** Keywords filling the 255 characters the form allows, counted as the form shows them. */
const palavrasChaveMaximas = (): string[] => {
  const palavras = ['gestão pública', 'iluminação', 'segurança', 'mobilidade', 'inovação'];
  const lista: string[] = [];
  for (let i = 0; lista.join(', ').length < LIMITES.keyWords; i++) {
    lista.push(`${palavras[i % palavras.length]} ${i + 1}`);
  }
  const ultima = lista.pop() ?? '';
  const restante = LIMITES.keyWords - lista.join(', ').length - 2;
  return [...lista, ultima.padEnd(restante, 'ç').slice(0, restante)];
};

/** Every field at its maximum length, every optional field filled, ten attachments per category. */
export const exemploPropostaMaxima = (): PropostaPdfDados => {
  const base = exemploProposta();
  const valor = (campo: CampoSolucao) => {
    if (campo.tipo === 'simNao') return true;
    if (campo.tipo === 'palavrasChave') return palavrasChaveMaximas();
    const ultima = ULTIMAS_PALAVRAS[chaveDoCaminho(campo.caminho)];
    return ultima ? textoComTamanho(campo.limite!, ultima) : lerCaminho(base, campo.caminho);
  };
  return {
    ...base,
    ...(montarPorCaminho(CAMPOS_SOLUCAO, valor) as Proposta),
    destino: { destino: 5, indiceDetalhe: 51, destinoOutro: 'Gestão integrada de praças públicas' },
    empresa: {
      ...base.empresa,
      nomeOficial: textoComTamanho(LIMITES.nomeOficial, 'Ltda'),
      nomeFantasia: textoComTamanho(LIMITES.nomeFantasia, 'Ação'),
      endereco: {
        ...base.empresa.endereco,
        nomeLogradouro: textoComTamanho(LIMITES.nomeLogradouro, 'Conceição'),
        complemento: textoComTamanho(LIMITES.complemento, 'Térreo'),
        bairro: textoComTamanho(LIMITES.bairro, 'Jabaquara'),
      },
      responsavelLegalNome: textoComTamanho(LIMITES.responsavelLegalNome, 'Araújo'),
      responsavelLegalCargo: textoComTamanho(LIMITES.responsavelLegalCargo, 'Diretora'),
    },
    anexos: [1, 2, 3, 4, 5, 6, 7, 9, 10].flatMap((contexto) =>
      Array.from({ length: 10 }, (_, i) => ({
        contexto,
        nomeOriginal: `relatório-técnico-de-implementação-e-validação-${contexto}-${i + 1}.pdf`,
      })),
    ),
  };
};
