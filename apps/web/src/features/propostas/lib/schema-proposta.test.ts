import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { anexosVazios } from './anexos';
import { textosValidos } from './exemplo-proposta.test-helpers';
import { textosVazios, type PropostaFormularioValores } from './formulario-proposta';
import { criarSchemaProposta, type ContextoValidacao } from './schema-proposta';

const png = new File([new Uint8Array(8)], 'foto.png', { type: 'image/png' });
const comFoto = (): PropostaFormularioValores => ({
  ...textosValidos(),
  anexos: { ...anexosVazios(), fotos: [png] },
});
const erros = (valores: PropostaFormularioValores, contexto: Partial<ContextoValidacao> = {}) => {
  const schema = criarSchemaProposta({ novo: true, enviadosPorContexto: {}, ...contexto });
  const resultado = schema.safeParse(valores);
  return Object.fromEntries(
    (resultado.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );
};

describe('esquema do formulário de proposta', () => {
  it('entrega o payload validado e os arquivos a enviar', () => {
    const schema = criarSchemaProposta({ novo: true, enviadosPorContexto: {} });
    const saida = schema.parse(comFoto());
    expect(saida.proposta.keyWords).toEqual(['mobilidade', 'semáforo', 'IoT']);
    expect(saida.anexos).toHaveLength(1);
    expect(saida.anexos[0]?.categoria.caminho).toBe('fotos');
  });

  it('marca os campos obrigatórios pelos nomes do formulário', () => {
    const resultado = erros({ ...textosVazios(), anexos: anexosVazios() });
    expect(resultado).toMatchObject({
      titulo: MENSAGENS.campoObrigatorio,
      keyWords: MENSAGENS.campoObrigatorio,
      destino: MENSAGENS.campoObrigatorio,
      destinoIndiceDetalhe: MENSAGENS.campoObrigatorio,
      conceito: MENSAGENS.campoObrigatorio,
      suporteTecnicoBrasil: MENSAGENS.campoObrigatorio,
      tempoGarantiaSolucao: MENSAGENS.campoObrigatorio,
      'anexos.fotos': MENSAGENS.campoObrigatorio,
    });
    expect(resultado).not.toHaveProperty('modalidadeContratacao');
    expect(resultado).not.toHaveProperty('tempoMedioEntreFalhas');
  });

  it('exige as fotos só numa solução nova', () => {
    const semFoto = { ...textosValidos(), anexos: anexosVazios() };
    expect(erros(semFoto)).toEqual({ 'anexos.fotos': MENSAGENS.campoObrigatorio });
    expect(erros(semFoto, { novo: false })).toEqual({});
  });

  it('com "Outros" exige a outra capacidade; com validação, a entidade', () => {
    const resultado = erros({
      ...comFoto(),
      destino: 1,
      destinoIndiceDetalhe: 12,
      validacaoOuRegistro: true,
    });
    expect(resultado).toEqual({
      destinoOutro: MENSAGENS.campoObrigatorio,
      entidade: MENSAGENS.campoObrigatorio,
    });
  });

  it('recusa capacidade de outro eixo', () => {
    expect(erros({ ...comFoto(), destino: 1, destinoIndiceDetalhe: 24 })).toEqual({
      destinoIndiceDetalhe: MENSAGENS.capacidadeForaDoEixo,
    });
  });

  it('aplica o limite de 10 por categoria contando os já enviados', () => {
    expect(erros(comFoto(), { novo: false, enviadosPorContexto: { 10: 10 } })).toEqual({
      'anexos.fotos': MENSAGENS.limiteArquivosPorCategoria,
    });
  });
});
