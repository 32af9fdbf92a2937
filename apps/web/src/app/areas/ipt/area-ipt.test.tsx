import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComRotas, sessaoDoTipo, servidorFalso } from '@/test/rotas';
import { AreaIpt } from './area-ipt';

const abrir = (tipoUsuario: number) => {
  servidorFalso({ 'GET /api/sessao': { corpo: sessaoDoTipo(tipoUsuario) } });
  return renderComRotas(
    [{ Component: AreaIpt, children: [{ path: '/ipt/home', element: <h1>Estatísticas</h1> }] }],
    '/ipt/home',
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('área do IPT', () => {
  it('mostra a página a analistas e administradores', async () => {
    for (const tipo of [4, 5]) {
      const { unmount } = abrir(tipo);
      expect(await screen.findByRole('heading', { name: 'Estatísticas' })).toBeTruthy();
      unmount();
    }
  });

  it('mostra só "Cadastro aguardando aprovação" a quem ainda não foi aprovado', async () => {
    abrir(3);
    expect(
      await screen.findByRole('heading', { name: 'Cadastro aguardando aprovação' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Estatísticas' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sair' }).getAttribute('href')).toBe('/ipt/logout');
  });

  it('recusa a conta de uma empresa', async () => {
    abrir(1);
    expect(await screen.findByRole('heading', { name: 'Acesso não permitido' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Estatísticas' })).toBeNull();
  });
});
