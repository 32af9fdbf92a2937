import { describe, expect, it } from 'vitest';
import {
  alterarFiltrosAuditoria,
  enderecoCsvAuditoria,
  errosDosFiltros,
  FILTROS_AUDITORIA_PADRAO,
  filtrosAuditoriaParaApi,
  filtrosAuditoriaParaUrl,
  lerFiltrosAuditoria,
} from './filtros-auditoria';

const ler = (texto: string) => lerFiltrosAuditoria(new URLSearchParams(texto));

describe('filtros do registro de auditoria na URL', () => {
  it('sem filtros mostra a primeira página de tudo, e o endereço fica limpo', () => {
    expect(ler('')).toEqual(FILTROS_AUDITORIA_PADRAO);
    expect(filtrosAuditoriaParaUrl(FILTROS_AUDITORIA_PADRAO).toString()).toBe('');
    expect(filtrosAuditoriaParaApi(FILTROS_AUDITORIA_PADRAO).toString()).toBe(
      'pagina=1&tamanho=50',
    );
    expect(enderecoCsvAuditoria(FILTROS_AUDITORIA_PADRAO)).toBe('/api/auditoria/registros.csv');
  });

  it('lê e escreve de volta os mesmos filtros', () => {
    const texto =
      'pessoa=Ana+Souza&empresa=Cidade+Viva&solucao=sem%C3%A1foro&acao=login.sucesso&de=2026-03-01&ate=2026-03-31&pagina=2';
    const filtros = ler(texto);
    expect(filtros).toEqual({
      pagina: 2,
      pessoa: 'Ana Souza',
      empresa: 'Cidade Viva',
      solucao: 'semáforo',
      acao: 'login.sucesso',
      de: '2026-03-01',
      ate: '2026-03-31',
    });
    expect(filtrosAuditoriaParaUrl(filtros).toString()).toBe(texto);
  });

  it('troca por "todas" uma ação que o catálogo não conhece e um dia que o campo não mostra', () => {
    expect(ler('acao=apagou.tudo&de=01/03/2026&ate=ontem&pagina=-3')).toEqual(
      FILTROS_AUDITORIA_PADRAO,
    );
  });

  it('o CSV leva os filtros em uso, sem página nem tamanho', () => {
    const filtros = ler('pessoa=ana&acao=logout&pagina=4');
    expect(enderecoCsvAuditoria(filtros)).toBe(
      '/api/auditoria/registros.csv?pessoa=ana&acao=logout',
    );
    expect(filtrosAuditoriaParaApi(filtros).toString()).toBe(
      'pessoa=ana&acao=logout&pagina=4&tamanho=50',
    );
  });

  it('um filtro novo volta à primeira página; mudar de página mantém os filtros', () => {
    const naTerceira = { ...FILTROS_AUDITORIA_PADRAO, pessoa: 'ana', pagina: 3 };
    expect(alterarFiltrosAuditoria(naTerceira, { acao: 'logout' })).toMatchObject({
      pessoa: 'ana',
      acao: 'logout',
      pagina: 1,
    });
    expect(alterarFiltrosAuditoria(naTerceira, { pagina: 4 })).toMatchObject({
      pessoa: 'ana',
      pagina: 4,
    });
  });

  it('põe cada mensagem de um 400 no filtro que ela nomeia', () => {
    expect(
      errosDosFiltros([
        { path: 'ate', message: 'A data final deve ser igual ou posterior à data inicial.' },
        { path: ['pessoa'], message: 'Use no máximo 120 caracteres.' },
        { path: 'tamanho', message: 'Valor inválido.' },
      ]),
    ).toEqual({
      ate: 'A data final deve ser igual ou posterior à data inicial.',
      pessoa: 'Use no máximo 120 caracteres.',
    });
  });
});
