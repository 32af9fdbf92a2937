/**
 * The call's five thematic axes (destino) and their capabilities.
 * Capability ids are global (6–51) and are what we store and transmit as
 * `destino.indiceDetalhe`; the spec's per-axis form index is never stored
 * (docs/decisions/001-ids-de-capacidade.md).
 */
export interface Capacidade {
  id: number;
  descricao: string;
}

export interface Eixo {
  id: number;
  descricao: string;
  capacidades: readonly Capacidade[];
}

const capacidades = (primeiroId: number, descricoes: readonly string[]): Capacidade[] =>
  descricoes.map((descricao, i) => ({ id: primeiroId + i, descricao }));

export const EIXOS: readonly Eixo[] = [
  {
    id: 1,
    descricao: 'Conectividade',
    capacidades: capacidades(6, [
      'Sensores IoT',
      'Infraestrutura Inteligente',
      'Comunicação Veículo-Infraestrutura',
      'Blockchain para Segurança de Dados',
      'Detecção de Ameaças Baseadas em IA',
      'Plataformas de Segurança em Nuvem',
      'Outros',
    ]),
  },
  {
    id: 2,
    descricao: 'Governança e Planejamento Urbano',
    capacidades: capacidades(13, [
      'Redes Elétricas Inteligentes',
      'Planejamento Ambiental',
      'Gestão de Espaços Públicos',
      'Iluminação Pública',
      'Design Urbano Resiliente',
      'GIS',
      'Tecnologias de Adaptação Climática',
      'Gestão Inteligente de Enchentes',
      'Sistemas Automatizados',
      'Cabeamentos/Galerias Subterrâneas',
      'Outros',
    ]),
  },
  {
    id: 3,
    descricao: 'Mobilidade Urbana',
    capacidades: capacidades(24, [
      'Semáforos Inteligentes',
      'ITS',
      'Otimização de Transporte Público',
      'Mobilidade Compartilhada',
      'Gestão do Fluxo de Tráfego',
      'MaaS',
      'Gestão de Estacionamento',
      'Rastreamento em Tempo Real',
      'Bilhetagem Eletrônica',
      'Compartilhamento de Viagens',
      'Micromobilidade',
      'Outros',
    ]),
  },
  {
    id: 4,
    descricao: 'Segurança',
    capacidades: capacidades(36, [
      'Segurança Pública e Vigilância',
      'Resposta a Emergência',
      'Cibersegurança',
      'Detecção e Prevenção de Incêndios',
      'Câmeras com IA',
      'Detecção de Disparos',
      'Alertas de Emergência IoT',
      'Outros',
    ]),
  },
  {
    id: 5,
    descricao: 'Serviços',
    capacidades: capacidades(44, [
      'Saúde e Emergência',
      'Gestão de Resíduos',
      'Eficiência Energética',
      'Gestão de Energia',
      'Medidores Inteligentes',
      'Espaços Públicos Adaptivos',
      'Detectores',
      'Outros',
    ]),
  },
];

/** Shown wherever a capability id is unknown (spec, section 3). */
export const CAPACIDADE_NAO_INFORMADA = 'Não informado';

/** The "Outros" capability of each axis: choosing it makes `destinoOutro` required. */
export const CAPACIDADES_OUTROS: readonly number[] = EIXOS.map(
  (eixo) => eixo.capacidades[eixo.capacidades.length - 1]!.id,
);

export const findEixo = (id: number): Eixo | undefined => EIXOS.find((eixo) => eixo.id === id);

export const capacidadesDoEixo = (eixoId: number): readonly Capacidade[] =>
  findEixo(eixoId)?.capacidades ?? [];

export const findEixoDaCapacidade = (capacidadeId: number): Eixo | undefined =>
  EIXOS.find((eixo) => eixo.capacidades.some((c) => c.id === capacidadeId));

export const descricaoCapacidade = (capacidadeId: number): string =>
  findEixoDaCapacidade(capacidadeId)?.capacidades.find((c) => c.id === capacidadeId)?.descricao ??
  CAPACIDADE_NAO_INFORMADA;

export const isCapacidadeOutros = (capacidadeId: number): boolean =>
  CAPACIDADES_OUTROS.includes(capacidadeId);
