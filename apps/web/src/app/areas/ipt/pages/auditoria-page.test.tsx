import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaginaAuditoria } from '@portal/domain';
import { renderComRotas, rota, servidorFalso, type RespostaFalsa } from '@/test/rotas';
import { AuditoriaPage } from './auditoria-page';

const sessao = (tipoUsuario: number) => ({
  corpo: {
    autenticado: true,
    id: 'u1',
    nome: 'Ana',
    email: 'ana@ipt.br',
    tipoUsuario,
    empresa: null,
  },
});

const PAGINA: PaginaAuditoria = {
  total: 2,
  pagina: 1,
  tamanho: 50,
  itens: [
    {
      id: 2,
      ocorridoEm: '2026-03-10T13:05:00.000Z',
      acao: 'proposta.atualizacao',
      rotulo: 'Alterou uma solução',
      pessoa: { id: 'p1', nome: 'Renata Paiva Campos', tipoUsuario: 1 },
      ip: '203.0.113.7',
      empresa: { id: 'e1', nome: 'Cidade Viva Ltda.' },
      proposta: { id: 's1', codigo: 'SOL-0001', titulo: 'Semáforo inteligente' },
      entidade: 'proposta',
      entidadeId: 's1',
      alteracoes: { titulo: { de: 'Semáforo', para: 'Semáforo inteligente' } },
      detalhes: null,
    },
    {
      id: 1,
      ocorridoEm: '2026-03-09T12:00:00.000Z',
      acao: 'usuario.atualizacao',
      rotulo: 'Alterou os próprios dados',
      pessoa: { id: 'p1', nome: 'Renata Paiva Campos', tipoUsuario: 1 },
      ip: '203.0.113.7',
      empresa: null,
      proposta: null,
      entidade: 'usuario',
      entidadeId: 'p1',
      alteracoes: { email: {} },
      detalhes: null,
    },
  ],
};

const abrir = (endereco: string, respostas: Record<string, RespostaFalsa>) => {
  const chamadas = servidorFalso(respostas);
  const resultado = renderComRotas([rota('/ipt/auditoria', <AuditoriaPage />)], endereco);
  return { chamadas, ...resultado };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Registro de auditoria', () => {
  it('mostra cada registro com a solução, o IP e as alterações, e o CSV com os filtros', async () => {
    const { chamadas } = abrir('/ipt/auditoria?pessoa=renata&acao=proposta.atualizacao', {
      'GET /api/sessao': sessao(5),
      'GET /api/auditoria': { corpo: PAGINA },
    });
    // The action's label is also an option of the "Ação" select: look for it in a cell.
    const linha = (await screen.findByRole('cell', { name: 'Alterou uma solução' })).closest('tr')!;
    const celulas = within(linha);
    expect(celulas.getByText('10/03/2026 10:05')).toBeTruthy();
    expect(celulas.getByText('203.0.113.7')).toBeTruthy();
    expect(
      celulas.getByRole('link', { name: 'SOL-0001 – Semáforo inteligente' }).getAttribute('href'),
    ).toBe('/ipt/solution/s1');
    expect(celulas.getByText('Título da solução:').parentElement?.textContent).toBe(
      'Título da solução: Semáforo → Semáforo inteligente',
    );
    const pessoal = screen.getByRole('cell', { name: 'Alterou os próprios dados' }).closest('tr')!;
    expect(within(pessoal).getByText('alterado (dado pessoal, valor não registrado)')).toBeTruthy();
    expect(screen.getByText('2 registros')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Baixar CSV' }).getAttribute('href')).toBe(
      '/api/auditoria/registros.csv?pessoa=renata&acao=proposta.atualizacao',
    );
    expect(chamadas.map((c) => c.caminho)).toContain(
      '/api/auditoria?pessoa=renata&acao=proposta.atualizacao&pagina=1&tamanho=50',
    );
    expect((screen.getByRole('textbox', { name: 'Pessoa' }) as HTMLInputElement).value).toBe(
      'renata',
    );
    expect((screen.getByRole('combobox', { name: 'Ação' }) as HTMLSelectElement).value).toBe(
      'proposta.atualizacao',
    );
  });

  it('põe a recusa do servidor ao lado do filtro, em português', async () => {
    abrir('/ipt/auditoria?de=2026-03-31&ate=2026-03-01', {
      'GET /api/sessao': sessao(5),
      'GET /api/auditoria': {
        status: 400,
        corpo: {
          message: 'Há campos inválidos.',
          issues: [
            { path: 'ate', message: 'A data final deve ser igual ou posterior à data inicial.' },
          ],
        },
      },
    });
    const ate = await screen.findByLabelText('Até');
    expect(
      await screen.findByText('A data final deve ser igual ou posterior à data inicial.'),
    ).toBeTruthy();
    expect(ate.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Corrija os filtros indicados para ver os registros.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Baixar CSV' })).toBeNull();
  });

  it('diz quando nenhum registro atende aos filtros', async () => {
    abrir('/ipt/auditoria?acao=logout', {
      'GET /api/sessao': sessao(5),
      'GET /api/auditoria': { corpo: { total: 0, pagina: 1, tamanho: 50, itens: [] } },
    });
    expect(await screen.findByText('Nenhum registro atende aos filtros escolhidos.')).toBeTruthy();
  });

  it('não mostra nem pede o registro a um analista', async () => {
    const { chamadas } = abrir('/ipt/auditoria', { 'GET /api/sessao': sessao(4) });
    expect(
      await screen.findByText(
        'Somente administradores da equipe do IPT veem o registro de auditoria.',
      ),
    ).toBeTruthy();
    expect(chamadas.some((c) => c.caminho.startsWith('/api/auditoria'))).toBe(false);
  });
});
