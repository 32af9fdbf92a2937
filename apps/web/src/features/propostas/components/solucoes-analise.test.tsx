import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComRotas, rota, servidorFalso } from '@/test/rotas';
import { SolucoesAnalise } from './solucoes-analise';

/** What the server leaves blank where the user may not see the score. */
const SEM_NOTA = { nota: null, amplitude: null, divergente: null };

const linha = (n: number) => ({
  propostaID: `p${n}`,
  codigoProposta: `CP-${n}`,
  nomeOficialEmpresa: `Empresa ${n}`,
  empresaID: `e${n}`,
  tituloProposta: `Solução ${n}`,
  statusProposta: { idStatusProposta: 2, descricao: 'Em Análise Prévia' },
  destino: { destino: 3, indiceDetalhe: 24 },
  dataHoraEnvioPDF: '2025-03-10T15:30:00Z',
  cartaoCNPJ: n === 1 ? { id: 'f1', nomeOriginal: 'cartao.pdf' } : null,
  avaliacao:
    n === 1
      ? { conflito: false, atribuidas: 2, enviadas: 1, nota: 7.5, amplitude: 0, divergente: false }
      : { conflito: false, atribuidas: 0, enviadas: 0, ...SEM_NOTA },
});

const abrir = (inicial = '/ipt/home', itens: object[] = [linha(1), linha(2)]) => {
  const chamadas = servidorFalso({
    'GET /api/proposta/analise': {
      corpo: { itens, total: 120, pagina: 1, tamanho: 50 },
    },
    'GET /api/avaliacao/avaliadores': { corpo: [{ id: 'a1', nome: 'Ana', tipoUsuario: 4 }] },
  });
  const render = renderComRotas(
    [rota('/ipt/home', <SolucoesAnalise />), rota('/ipt/solution/:id', <h1>Solução aberta</h1>)],
    inicial,
  );
  return { chamadas, ...render };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tabela de soluções da equipe', () => {
  it('pede uma página ao servidor e mostra data dd/MM/yyyy, página e total', async () => {
    const { chamadas } = abrir();
    expect(await screen.findByText('Solução 1')).toBeTruthy();
    expect(chamadas.map((c) => c.caminho)).toContain(
      '/api/proposta/analise?pagina=1&tamanho=50&ordem=dataHoraEnvioPDF&direcao=desc',
    );
    expect(screen.getAllByText('10/03/2025')).toHaveLength(2);
    expect(screen.getByText(/Página 1 de 3 · 120 soluções/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Baixar cartão CNPJ de Empresa 1' })).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Zip com os arquivos da solução CP-2' })
        .getAttribute('href'),
    ).toBe('/api/fileindexer/proposta/zip/p2');
  });

  it('mostra quantas avaliações chegaram e a nota consolidada', async () => {
    abrir();
    expect(await screen.findByText('1/2 avaliações')).toBeTruthy();
    expect(screen.getByText('Nota 7,5')).toBeTruthy();
    expect(screen.getByText('Sem avaliador')).toBeTruthy();
  });

  it('onde o usuário declarou conflito, diz isso e nada da avaliação', async () => {
    const emConflito = {
      ...linha(1),
      avaliacao: { conflito: true, atribuidas: null, enviadas: null, ...SEM_NOTA },
    };
    abrir('/ipt/home', [emConflito]);
    expect(await screen.findByText('Conflito de interesse declarado')).toBeTruthy();
    expect(screen.queryByText(/avaliações/)).toBeNull();
  });

  it('ordena pelo cabeçalho, guarda a ordem na URL e a anuncia com aria-sort', async () => {
    const { router, chamadas } = abrir();
    await screen.findByText('Solução 1');
    const cabecalho = screen.getByRole('columnheader', { name: /Empresa/ });
    expect(cabecalho.getAttribute('aria-sort')).toBe('none');
    await act(async () => fireEvent.click(within(cabecalho).getByRole('button')));
    expect(router.state.location.search).toBe('?ordem=nomeOficialEmpresa&direcao=asc');
    expect(screen.getByRole('columnheader', { name: /Empresa/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(chamadas.at(-1)?.caminho).toBe(
      '/api/proposta/analise?pagina=1&tamanho=50&ordem=nomeOficialEmpresa&direcao=asc',
    );
  });

  it('lê os filtros da URL e os mostra nos campos', async () => {
    const { chamadas } = abrir('/ipt/home?pagina=2&status=6&eixo=3&empresa=Viva');
    await screen.findByText('Solução 1');
    expect(chamadas.at(-1)?.caminho).toBe(
      '/api/proposta/analise?pagina=2&tamanho=50&ordem=dataHoraEnvioPDF&direcao=desc&status=6&eixo=3&empresa=Viva',
    );
    expect((screen.getByRole('textbox', { name: 'Empresa' }) as HTMLInputElement).value).toBe(
      'Viva',
    );
    expect(screen.getByText(/Página 2 de 3/)).toBeTruthy();
  });

  it('abre a solução com clique ou Enter na linha', async () => {
    const { router } = abrir();
    const celula = await screen.findByText('Empresa 2');
    fireEvent.keyDown(celula.closest('tr')!, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'Solução aberta' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ipt/solution/p2');
  });
});
