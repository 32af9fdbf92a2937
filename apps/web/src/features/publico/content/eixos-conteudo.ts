import {
  IconBuildingCommunity,
  IconBus,
  IconRecycle,
  IconShieldCheck,
  IconWifi,
  type Icon,
} from '@tabler/icons-react';

/** Public-page texts of each axis, keyed by the axis id of EIXOS in @portal/domain. */
export interface ConteudoEixo {
  Icone: Icon;
  /** One sentence for suppliers: what kind of solution the axis gathers. */
  resumo: string;
  /** For municipal managers: which problems the axis's solutions address. */
  paraMunicipios: string;
}

export const CONTEUDO_EIXOS: Readonly<Record<number, ConteudoEixo>> = {
  1: {
    Icone: IconWifi,
    resumo:
      'Infraestrutura de comunicação e de dados que conecta pessoas, equipamentos e serviços: sensores IoT, redes, comunicação veículo-infraestrutura e proteção da informação.',
    paraMunicipios:
      'Redes e dispositivos conectados são a base de uma cidade inteligente. Este eixo reúne sensores IoT, infraestrutura inteligente, comunicação entre veículos e infraestrutura, blockchain e plataformas em nuvem para proteger os dados do município e detectar ameaças com inteligência artificial.',
  },
  2: {
    Icone: IconBuildingCommunity,
    resumo:
      'Ferramentas para planejar e gerir o território com base em dados: geoprocessamento, espaços públicos, iluminação, redes elétricas inteligentes e adaptação climática.',
    paraMunicipios:
      'Soluções que apoiam o planejamento e a gestão do território: sistemas de informação geográfica, planejamento ambiental, gestão de espaços públicos e da iluminação pública, redes elétricas inteligentes, design urbano resiliente, adaptação climática e gestão inteligente de enchentes.',
  },
  3: {
    Icone: IconBus,
    resumo:
      'Tecnologias para deslocamentos mais rápidos, seguros e sustentáveis: semáforos inteligentes, sistemas inteligentes de transporte, bilhetagem eletrônica e micromobilidade.',
    paraMunicipios:
      'Soluções para o transporte e o trânsito: semáforos inteligentes, sistemas inteligentes de transporte (ITS), otimização do transporte público, mobilidade como serviço (MaaS), gestão de estacionamento, rastreamento em tempo real, bilhetagem eletrônica e micromobilidade.',
  },
  4: {
    Icone: IconShieldCheck,
    resumo:
      'Soluções para proteger a população e o patrimônio público: vigilância, resposta a emergências, cibersegurança, câmeras com inteligência artificial e alertas.',
    paraMunicipios:
      'Soluções de segurança pública e defesa civil: vigilância e monitoramento, resposta a emergências, cibersegurança, detecção e prevenção de incêndios, câmeras com inteligência artificial, detecção de disparos e alertas de emergência baseados em IoT.',
  },
  5: {
    Icone: IconRecycle,
    resumo:
      'Serviços públicos mais eficientes e sustentáveis: saúde e emergência, gestão de resíduos, eficiência energética, medição inteligente e espaços públicos adaptativos.',
    paraMunicipios:
      'Soluções para os serviços urbanos do dia a dia: saúde e atendimento de emergência, gestão de resíduos, eficiência e gestão de energia, medidores inteligentes, espaços públicos adaptativos e detectores.',
  },
};

/** Tab labels in sentence case, as the municipalities page names the axes. */
export const rotuloEixo = (descricao: string): string =>
  descricao.charAt(0) + descricao.slice(1).toLowerCase();
