import { describe, expect, it } from 'vitest';
import {
  alterarFiltrosCatalogo,
  FILTROS_CATALOGO_PADRAO,
  filtrosCatalogoParaApi,
  filtrosCatalogoParaUrl,
  lerFiltrosCatalogo,
  totalDePaginasCatalogo,
} from './filtros-catalogo';

const ler = (busca: string) => lerFiltrosCatalogo(new URLSearchParams(busca));

describe('filtros do catálogo público', () => {
  it('lê o eixo vindo das abas de /municipios', () => {
    expect(ler('eixo=3')).toEqual({ ...FILTROS_CATALOGO_PADRAO, eixo: 3 });
  });

  it('ignora eixo desconhecido e capacidade de outro eixo', () => {
    expect(ler('eixo=9&capacidade=24')).toEqual(FILTROS_CATALOGO_PADRAO);
    expect(ler('eixo=1&capacidade=24')).toEqual({ ...FILTROS_CATALOGO_PADRAO, eixo: 1 });
    expect(ler('eixo=3&capacidade=24&pagina=0')).toEqual({
      ...FILTROS_CATALOGO_PADRAO,
      eixo: 3,
      capacidade: 24,
    });
  });

  it('guarda na URL só o que está em uso e pede ao servidor página e tamanho', () => {
    const filtros = { ...FILTROS_CATALOGO_PADRAO, busca: ' semáforo ', eixo: 3, saas: false };
    expect(filtrosCatalogoParaUrl(filtros).toString()).toBe('busca=sem%C3%A1foro&eixo=3&saas=nao');
    expect(filtrosCatalogoParaApi(filtros).toString()).toBe(
      'busca=sem%C3%A1foro&eixo=3&saas=nao&pagina=1&tamanho=12',
    );
    expect(ler('saas=sim&implantada=nao&suporteNoBrasil=talvez')).toEqual({
      ...FILTROS_CATALOGO_PADRAO,
      saas: true,
      implantada: false,
    });
  });

  it('lê e escreve o município (código do IBGE) e o resultado do parecer', () => {
    const filtros = ler('municipio=3509502&parecer=com-dct');
    expect(filtros).toEqual({ ...FILTROS_CATALOGO_PADRAO, municipio: 3509502, parecer: 'com-dct' });
    expect(filtrosCatalogoParaUrl(filtros).toString()).toBe('municipio=3509502&parecer=com-dct');
    expect(ler('municipio=campinas&parecer=talvez')).toEqual(FILTROS_CATALOGO_PADRAO);
  });

  it('volta à página 1 ao mudar um filtro e limpa a capacidade ao trocar de eixo', () => {
    const atuais = { ...FILTROS_CATALOGO_PADRAO, eixo: 3, capacidade: 24, pagina: 4 };
    expect(alterarFiltrosCatalogo(atuais, { eixo: 1 })).toEqual({
      ...FILTROS_CATALOGO_PADRAO,
      eixo: 1,
    });
    expect(alterarFiltrosCatalogo(atuais, { pagina: 5 })).toEqual({ ...atuais, pagina: 5 });
  });

  it('conta ao menos uma página', () => {
    expect(totalDePaginasCatalogo(0)).toBe(1);
    expect(totalDePaginasCatalogo(12)).toBe(1);
    expect(totalDePaginasCatalogo(13)).toBe(2);
  });
});
