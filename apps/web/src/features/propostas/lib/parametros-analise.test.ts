import { describe, expect, it } from 'vitest';
import {
  alterarFiltros,
  FILTROS_PADRAO,
  filtrosParaApi,
  filtrosParaUrl,
  lerFiltros,
  ordenarPor,
  totalDePaginas,
} from './parametros-analise';

const ler = (texto: string) => lerFiltros(new URLSearchParams(texto));

describe('filtros da tabela de soluções na URL', () => {
  it('começa pelos PDFs enviados mais recentes, 50 por página', () => {
    expect(ler('')).toEqual(FILTROS_PADRAO);
    expect(filtrosParaApi(FILTROS_PADRAO).toString()).toBe(
      'pagina=1&tamanho=50&ordem=dataHoraEnvioPDF&direcao=desc',
    );
    expect(filtrosParaUrl(FILTROS_PADRAO).toString()).toBe('');
  });

  it('lê e escreve de volta os mesmos filtros', () => {
    const texto =
      'pagina=3&ordem=nomeOficialEmpresa&direcao=asc&status=2%2C6&eixo=3&capacidade=24&empresa=Cidade+Viva&busca=sem%C3%A1foro';
    const filtros = ler(texto);
    expect(filtros).toMatchObject({
      pagina: 3,
      ordem: 'nomeOficialEmpresa',
      direcao: 'asc',
      status: [2, 6],
      eixo: 3,
      capacidade: 24,
      empresa: 'Cidade Viva',
      busca: 'semáforo',
    });
    expect(filtrosParaUrl(filtros).toString()).toBe(texto);
  });

  it('ignora o que a tabela não sabe mostrar', () => {
    expect(
      ler('pagina=-2&tamanho=7&ordem=senha&direcao=x&status=2,99,a&eixo=9&capacidade=6'),
    ).toEqual({ ...FILTROS_PADRAO, status: [2] });
    // A capacidade de outro eixo não vale para o eixo escolhido.
    expect(ler('eixo=3&capacidade=6')).toMatchObject({ eixo: 3, capacidade: null });
  });

  it('volta à página 1 quando um filtro ou a ordem muda, e troca a capacidade com o eixo', () => {
    const naPagina4 = { ...FILTROS_PADRAO, pagina: 4, eixo: 3, capacidade: 24 };
    expect(alterarFiltros(naPagina4, { status: [6] })).toMatchObject({ pagina: 1, status: [6] });
    expect(alterarFiltros(naPagina4, { pagina: 5 })).toMatchObject({ pagina: 5, capacidade: 24 });
    expect(alterarFiltros(naPagina4, { eixo: 1 })).toMatchObject({ eixo: 1, capacidade: null });
    expect(ordenarPor(naPagina4, 'tituloProposta')).toMatchObject({
      pagina: 1,
      ordem: 'tituloProposta',
      direcao: 'asc',
    });
  });

  it('inverte a direção ao clicar de novo na coluna ordenada', () => {
    const porTitulo = ordenarPor(FILTROS_PADRAO, 'tituloProposta');
    expect(ordenarPor(porTitulo, 'tituloProposta').direcao).toBe('desc');
    expect(ordenarPor(FILTROS_PADRAO, 'dataHoraEnvioPDF').direcao).toBe('asc');
  });

  it('conta as páginas, com ao menos uma', () => {
    expect(totalDePaginas(0, 50)).toBe(1);
    expect(totalDePaginas(50, 50)).toBe(1);
    expect(totalDePaginas(3001, 50)).toBe(61);
  });
});
