import { describe, expect, it } from 'vitest';
import { propostaSchema } from '@portal/domain';
import { textosValidos } from './exemplo-proposta.test-helpers';
import {
  CAMINHOS_API,
  CAMPOS_PROPOSTA,
  campoDoCaminho,
  paraProposta,
  textosDaProposta,
  textosVazios,
} from './formulario-proposta';

const ler = (objeto: unknown, caminho: string): unknown =>
  caminho.split('.').reduce<unknown>((o, chave) => (o as Record<string, unknown>)?.[chave], objeto);

describe('formulário ↔ proposta', () => {
  it('monta o payload da API com as palavras-chave em lista e opcionais vazios como null', () => {
    const payload = paraProposta(textosValidos());
    expect(payload.keyWords).toEqual(['mobilidade', 'semáforo', 'IoT']);
    expect(payload.destino).toEqual({ destino: 3, indiceDetalhe: 24, destinoOutro: null });
    expect(payload.descricaoTecnicaSolucao.modalidadeContratacao).toBeNull();
    expect(payload.suporteSolucao).toEqual({
      suporteNoBrasil: true,
      saaS: null,
      tempoMedio: '4 horas',
      tempoGarantia: '2 anos',
      mtbf: null,
    });
    expect(propostaSchema.safeParse(payload).success).toBe(true);
  });

  it('põe cada campo do formulário no caminho da API que a tabela diz', () => {
    const textos = textosValidos();
    const payload = paraProposta({
      ...textos,
      destino: 1,
      destinoIndiceDetalhe: 12,
      destinoOutro: 'Drones',
      validacaoOuRegistro: true,
      entidade: 'IPT',
      modalidadeContratacao: 'Licença anual',
      mtbf: '900 h',
      softwareServicoSaaS: false,
    });
    expect(ler(payload, CAMINHOS_API.destinoOutro)).toBe('Drones');
    expect(ler(payload, CAMINHOS_API.entidade)).toBe('IPT');
    for (const campo of CAMPOS_PROPOSTA) {
      if (campo === 'keyWords') continue;
      expect(ler(payload, CAMINHOS_API[campo]), campo).not.toBeUndefined();
    }
  });

  it('não envia a outra capacidade fora de "Outros" nem a entidade sem validação', () => {
    const payload = paraProposta({
      ...textosValidos(),
      destinoOutro: 'resto de digitação',
      validacaoOuRegistro: false,
      entidade: 'digitada antes',
    });
    expect(payload.destino.destinoOutro).toBeNull();
    expect(payload.historicoSolucao.entidadeResponsavelValidacao).toBeNull();
  });

  it('volta ao formulário a partir da proposta salva, sem perder nada', () => {
    const textos = { ...textosValidos(), keyWords: 'mobilidade, semáforo, IoT' };
    const salva = propostaSchema.parse(paraProposta(textos));
    expect(textosDaProposta(salva)).toEqual(textos);
  });

  it('um formulário vazio não passa no esquema do domínio', () => {
    expect(propostaSchema.safeParse(paraProposta(textosVazios())).success).toBe(false);
  });

  it('traduz os caminhos das issues do servidor para os nomes do formulário', () => {
    expect(campoDoCaminho(['destino', 'indiceDetalhe'])).toBe('destinoIndiceDetalhe');
    expect(campoDoCaminho('historicoSolucao.entidadeResponsavelValidacao')).toBe('entidade');
    expect(campoDoCaminho(['suporteSolucao', 'mtbf'])).toBe('mtbf');
    expect(campoDoCaminho(['keyWords', 2])).toBe('keyWords');
    expect(campoDoCaminho(['justificativa'])).toBe('problemaResolvido');
    expect(campoDoCaminho(['codigoProposta'])).toBeNull();
    expect(campoDoCaminho([])).toBeNull();
  });
});
