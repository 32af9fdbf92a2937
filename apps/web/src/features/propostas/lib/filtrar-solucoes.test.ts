import { describe, expect, it } from 'vitest';
import type { LinhaProposta } from '@portal/domain';
import { filtrarSolucoes, filtrosVazios, paginar } from './filtrar-solucoes';

const linha = (
  tituloProposta: string,
  keywords: string[],
  destino: number,
  indiceDetalhe: number,
): LinhaProposta => ({
  propostaID: tituloProposta,
  codigoProposta: '',
  tituloProposta,
  keywords,
  destino: { destino, indiceDetalhe },
  statusProposta: { idStatusProposta: 1, descricao: 'Aguardando Empresa', observacao: null },
  dataHoraEnvioPDF: null,
  possuiFormAssinado: false,
  completude: { completa: true, campos: [], faltamFotos: false },
});

const linhas = [
  linha('Semáforo Adaptativo', ['Mobilidade', 'IoT'], 3, 24),
  linha('Sensores de Enchente', ['clima', 'iot'], 2, 20),
  linha('Câmera inteligente', ['segurança'], 4, 40),
];
const titulos = (lista: LinhaProposta[]) => lista.map((l) => l.tituloProposta);

describe('filtros da lista de soluções', () => {
  it('sem filtros mostra tudo, na ordem recebida', () => {
    expect(titulos(filtrarSolucoes(linhas, filtrosVazios))).toEqual(titulos(linhas));
  });

  it('busca título e palavra-chave por trecho, sem diferenciar maiúsculas', () => {
    expect(titulos(filtrarSolucoes(linhas, { ...filtrosVazios, titulo: 'SEMÁF' }))).toEqual([
      'Semáforo Adaptativo',
    ]);
    expect(titulos(filtrarSolucoes(linhas, { ...filtrosVazios, palavraChave: 'Io' }))).toEqual([
      'Semáforo Adaptativo',
      'Sensores de Enchente',
    ]);
  });

  it('filtra eixo e capacidade por igualdade', () => {
    expect(titulos(filtrarSolucoes(linhas, { ...filtrosVazios, eixo: 2 }))).toEqual([
      'Sensores de Enchente',
    ]);
    expect(titulos(filtrarSolucoes(linhas, { ...filtrosVazios, eixo: 3, capacidade: 25 }))).toEqual(
      [],
    );
  });

  it('pagina de 20 em 20 e nunca passa da última página', () => {
    const muitos = Array.from({ length: 25 }, (_, i) => i);
    expect(paginar(muitos, 1)).toMatchObject({ pagina: 1, totalPaginas: 2 });
    expect(paginar(muitos, 1).itens).toHaveLength(20);
    expect(paginar(muitos, 2).itens).toEqual([20, 21, 22, 23, 24]);
    expect(paginar(muitos, 9).pagina).toBe(2);
    expect(paginar([], 1)).toEqual({ itens: [], pagina: 1, totalPaginas: 1 });
  });
});
