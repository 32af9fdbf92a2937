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
  const schema = criarSchemaProposta({ enviadosPorContexto: {}, ...contexto });
  const resultado = schema.safeParse(valores);
  return Object.fromEntries(
    (resultado.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );
};

describe('esquema do formulário de proposta', () => {
  it('entrega o payload validado e os arquivos a enviar', () => {
    const schema = criarSchemaProposta({ enviadosPorContexto: {} });
    const saida = schema.parse(comFoto());
    expect(saida.proposta.keyWords).toEqual(['mobilidade', 'semáforo', 'IoT']);
    expect(saida.anexos).toHaveLength(1);
    expect(saida.anexos[0]?.categoria.caminho).toBe('fotos');
  });

  it('salva um rascunho só com o título; sem título, marca o título', () => {
    const vazio = { ...textosVazios(), anexos: anexosVazios() };
    expect(erros(vazio)).toEqual({ titulo: MENSAGENS.campoObrigatorio });
    expect(erros({ ...vazio, titulo: 'Semáforos' })).toEqual({});
  });

  it('não exige as fotos nem a outra capacidade para salvar: isso é a completude', () => {
    const semFoto = { ...textosValidos(), anexos: anexosVazios() };
    expect(erros(semFoto)).toEqual({});
    expect(
      erros({ ...comFoto(), destino: 1, destinoIndiceDetalhe: 12, validacaoOuRegistro: true }),
    ).toEqual({});
  });

  it('confere o que foi preenchido: tamanho do texto', () => {
    expect(erros({ ...comFoto(), titulo: 'x'.repeat(81) })).toEqual({
      titulo: MENSAGENS.maximoCaracteres(80),
    });
  });

  it('recusa capacidade de outro eixo', () => {
    expect(erros({ ...comFoto(), destino: 1, destinoIndiceDetalhe: 24 })).toEqual({
      destinoIndiceDetalhe: MENSAGENS.capacidadeForaDoEixo,
    });
  });

  it('aplica o limite de 10 por categoria contando os já enviados', () => {
    expect(erros(comFoto(), { enviadosPorContexto: { 10: 10 } })).toEqual({
      'anexos.fotos': MENSAGENS.limiteArquivosPorCategoria,
    });
  });
});
