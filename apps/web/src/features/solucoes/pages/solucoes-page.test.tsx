import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderComRotas, rota, servidorFalso } from '@/test/rotas';
import { SolucoesPage } from './solucoes-page';

beforeAll(() => {
  // jsdom has no layout; the page scrolls the results into view on a page change.
  Element.prototype.scrollIntoView ??= () => undefined;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const item = (n: number, foto = true) => ({
  id: `s${n}`,
  titulo: `Semáforo ${n}`,
  descricao: `Descrição ${n}`,
  keyWords: ['mobilidade'],
  empresa: { nome: `Empresa ${n}`, webSite: 'www.exemplo.com.br' },
  destino: {
    destino: 3,
    eixoDescricao: 'Mobilidade Urbana',
    indiceDetalhe: 24,
    capacidadeDescricao: 'Semáforos Inteligentes',
  },
  foto: foto ? { url: `/api/solucoes/s${n}/fotos/f${n}` } : null,
  parecer: n === 1 ? 'com-dct' : 'sem-dct',
});

const abrir = (inicial: string, corpo: unknown) => {
  const chamadas = servidorFalso({ 'GET /api/solucoes': { corpo } });
  const render = renderComRotas(
    [rota('/solutions', <SolucoesPage />), rota('/solutions/:id', <h1>Solução aberta</h1>)],
    inicial,
  );
  return { chamadas, ...render };
};

describe('catálogo público de soluções', () => {
  it('abre filtrado pelo eixo da aba de /municipios e mostra os cartões', async () => {
    const { chamadas } = abrir('/solutions?eixo=3', {
      itens: [item(1), item(2, false)],
      total: 2,
      pagina: 1,
      tamanho: 12,
    });
    const cartao = (await screen.findByRole('heading', { name: 'Semáforo 1' })).closest('article')!;
    expect(chamadas.at(-1)?.caminho).toBe('/api/solucoes?eixo=3&pagina=1&tamanho=12');
    expect(within(cartao).getByText('Empresa 1')).toBeTruthy();
    expect(within(cartao).getByText('Mobilidade Urbana')).toBeTruthy();
    expect(within(cartao).getByText('Semáforos Inteligentes')).toBeTruthy();
    expect(within(cartao).getByRole('img', { name: 'Semáforo 1' }).getAttribute('src')).toBe(
      '/api/solucoes/s1/fotos/f1',
    );
    const semFoto = screen.getByRole('heading', { name: 'Semáforo 2' }).closest('article')!;
    expect(within(semFoto).queryByRole('img')).toBeNull();
    expect(screen.getByText('2 soluções')).toBeTruthy();

    const eixo = screen.getByRole('combobox', { name: 'Eixo temático' }) as HTMLInputElement;
    expect(eixo.value).toBe('Mobilidade Urbana');
    expect(
      screen.getByRole('combobox', { name: 'Capacidade do eixo' }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('deixa a capacidade desabilitada até escolher um eixo', async () => {
    abrir('/solutions', { itens: [item(1)], total: 1, pagina: 1, tamanho: 12 });
    await screen.findByRole('heading', { name: 'Semáforo 1' });
    expect(
      screen.getByRole('combobox', { name: 'Capacidade do eixo' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('pagina pela URL com anterior e próxima', async () => {
    const { router, chamadas } = abrir('/solutions?busca=sem%C3%A1foro', {
      itens: [item(1)],
      total: 30,
      pagina: 1,
      tamanho: 12,
    });
    await screen.findByText('Página 1 de 3');
    expect(screen.getByText('30 soluções, as mais relevantes primeiro')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Anterior/ }).hasAttribute('disabled')).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Próxima/ })));
    expect(router.state.location.search).toBe('?busca=sem%C3%A1foro&pagina=2');
    expect(chamadas.at(-1)?.caminho).toBe('/api/solucoes?busca=sem%C3%A1foro&pagina=2&tamanho=12');
  });

  it('marca as palavras encontradas, sugere a busca corrigida e conta cada filtro', async () => {
    const { router } = abrir('/solutions?busca=semafro', {
      itens: [
        {
          ...item(1),
          descricao: 'Controle de <b>semáforos</b>',
          destaques: { titulo: [{ inicio: 0, fim: 8 }], descricao: [{ inicio: 12, fim: 24 }] },
        },
      ],
      total: 1,
      pagina: 1,
      tamanho: 12,
      sugestao: 'semáforo',
      facetas: {
        eixo: [{ valor: 3, total: 1 }],
        capacidade: [],
        saas: [{ valor: true, total: 1 }],
        suporteNoBrasil: [],
        implantada: [{ valor: false, total: 1 }],
        municipio: [],
        parecer: [],
      },
    });
    const titulo = await screen.findByRole('heading', { name: 'Semáforo 1' });
    expect(titulo.querySelector('mark')?.textContent).toBe('Semáforo');
    const cartao = titulo.closest('article')!;
    // The solution's text is text: its markup shows as typed, inside the mark.
    expect(cartao.querySelectorAll('mark')[1]?.textContent).toBe('<b>semáforos');
    expect(cartao.querySelector('b')).toBeNull();
    const saas = screen.getByRole('radiogroup', { name: 'Software como serviço (SaaS)' });
    expect(within(saas).getByRole('radio', { name: 'Sim (1)' })).toBeTruthy();
    expect(within(saas).getByRole('radio', { name: 'Não (0)' })).toBeTruthy();
    await act(async () => fireEvent.click(within(saas).getByRole('radio', { name: 'Não (0)' })));
    expect(router.state.location.search).toBe('?busca=semafro&saas=nao');
    const sugestao = await screen.findByRole('button', { name: 'semáforo' });
    await act(async () => fireEvent.click(sugestao));
    expect(router.state.location.search).toBe('?busca=sem%C3%A1foro&saas=nao');
  });

  it('filtra pelo município onde já foi implantada e pelo resultado do parecer', async () => {
    const { router, chamadas } = abrir('/solutions?saas=sim', {
      itens: [item(1), item(2)],
      total: 2,
      pagina: 1,
      tamanho: 12,
      facetas: {
        eixo: [],
        capacidade: [],
        saas: [],
        suporteNoBrasil: [],
        implantada: [],
        municipio: [
          { valor: 3509502, nome: 'Campinas', uf: 'SP', total: 3 },
          { valor: 3548500, nome: 'Santos', uf: 'SP', total: 1 },
        ],
        parecer: [
          { valor: 'com-dct', total: 1 },
          { valor: 'sem-dct', total: 1 },
        ],
      },
    });
    const cartao = (await screen.findByRole('heading', { name: 'Semáforo 1' })).closest('article')!;
    expect(within(cartao).getByText('Parecer técnico com DCT')).toBeTruthy();
    const outro = screen.getByRole('heading', { name: 'Semáforo 2' }).closest('article')!;
    expect(within(outro).queryByText(/Parecer/)).toBeNull();

    const municipios = screen.getByRole('radiogroup', { name: 'Já implantada em' });
    expect(within(municipios).getAllByRole('radio')).toHaveLength(3);
    await act(async () =>
      fireEvent.click(within(municipios).getByRole('radio', { name: 'Campinas (SP) 3' })),
    );
    expect(router.state.location.search).toBe('?saas=sim&municipio=3509502');
    const parecer = screen.getByRole('radiogroup', { name: 'Resultado do parecer' });
    await act(async () =>
      fireEvent.click(within(parecer).getByRole('radio', { name: 'Parecer técnico com DCT (1)' })),
    );
    expect(router.state.location.search).toBe('?saas=sim&municipio=3509502&parecer=com-dct');
    expect(chamadas.at(-1)?.caminho).toBe(
      '/api/solucoes?saas=sim&municipio=3509502&parecer=com-dct&pagina=1&tamanho=12',
    );
  });

  it('busca por palavras depois de uma pausa na digitação', async () => {
    const { router } = abrir('/solutions', { itens: [item(1)], total: 1, pagina: 1, tamanho: 12 });
    await screen.findByRole('heading', { name: 'Semáforo 1' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar' }), {
      target: { value: 'sensores urbanos' },
    });
    expect(router.state.location.search).toBe('');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?busca=sensores+urbanos'));
  });

  it('diz que o repositório está sendo formado quando ainda não há soluções', async () => {
    abrir('/solutions', { itens: [], total: 0, pagina: 1, tamanho: 12 });
    expect(
      await screen.findByRole('heading', { name: 'O repositório está sendo formado' }),
    ).toBeTruthy();
  });

  it('diz "Nenhuma solução encontrada" quando a busca não acha nada', async () => {
    abrir('/solutions?busca=xyz', { itens: [], total: 0, pagina: 1, tamanho: 12 });
    expect(await screen.findByRole('heading', { name: 'Nenhuma solução encontrada' })).toBeTruthy();
  });

  it('oferece os dados abertos em CSV e JSON', async () => {
    abrir('/solutions', { itens: [], total: 0, pagina: 1, tamanho: 12 });
    const csv = await screen.findByRole('link', { name: 'Baixar dados abertos (CSV)' });
    expect(csv.getAttribute('href')).toBe('/api/solucoes/dados-abertos.csv');
    expect(
      screen.getByRole('link', { name: 'Baixar dados abertos (JSON)' }).getAttribute('href'),
    ).toBe('/api/solucoes/dados-abertos.json');
  });

  it('abre a solução pelo título do cartão', async () => {
    const { router } = abrir('/solutions', { itens: [item(7)], total: 1, pagina: 1, tamanho: 12 });
    await act(async () => fireEvent.click(await screen.findByRole('link', { name: 'Semáforo 7' })));
    expect(router.state.location.pathname).toBe('/solutions/s7');
  });
});
