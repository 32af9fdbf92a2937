import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComRotas, rota, servidorFalso, sessaoDoTipo } from '@/test/rotas';
import { EmpresasPage } from './empresas-page';

const abrir = () => renderComRotas([rota('/ipt/companies', <EmpresasPage />)], '/ipt/companies');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Empresas Cadastradas', () => {
  it('lista nome, CNPJ formatado, site em nova aba e os contatos com e-mail e telefone', async () => {
    servidorFalso({
      'GET /api/sessao': { corpo: sessaoDoTipo(4) },
      'GET /api/cadastro/empresa-contato': {
        corpo: [
          {
            id: 'e1',
            nomeOficial: 'Cidade Viva Ltda.',
            cnpj: '12345678000195',
            webSite: 'www.cidadeviva.com.br',
            contatos: [
              {
                nome: 'Ana Souza',
                email: 'ana@x.com.br',
                telefone: { ddd: '(11)', numero: '91234-5678' },
              },
            ],
          },
        ],
      },
    });
    abrir();
    const linha = (await screen.findByText('Cidade Viva Ltda.')).closest('tr')!;
    const celulas = within(linha);
    expect(celulas.getByText('12.345.678/0001-95')).toBeTruthy();
    const site = celulas.getByRole('link', { name: 'www.cidadeviva.com.br' });
    expect(site.getAttribute('href')).toBe('https://www.cidadeviva.com.br');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toContain('noopener');
    expect(celulas.getByRole('link', { name: 'ana@x.com.br' }).getAttribute('href')).toBe(
      'mailto:ana@x.com.br',
    );
    expect(celulas.getByText('(11) 91234-5678')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar CSV' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('não exporta uma lista vazia', async () => {
    servidorFalso({
      'GET /api/sessao': { corpo: sessaoDoTipo(5) },
      'GET /api/cadastro/empresa-contato': { corpo: [] },
    });
    abrir();
    expect(await screen.findByText('Nenhuma empresa cadastrada')).toBeTruthy();
    for (const nome of ['Exportar CSV', 'Exportar XLSX'])
      expect(screen.getByRole('button', { name: nome }).hasAttribute('disabled')).toBe(true);
  });

  it('leva a quem não entrou ao acesso do IPT, sem pedir a lista que o servidor recusaria', async () => {
    const chamadas = servidorFalso({ 'GET /api/sessao': { corpo: { autenticado: false } } });
    abrir();
    expect(await screen.findByRole('heading', { name: 'Entre para continuar' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Entrar como equipe do IPT' }).getAttribute('href'),
    ).toBe('/ipt');
    expect(chamadas.map((c) => c.caminho)).toEqual(['/api/sessao']);
  });

  it('diz "Acesso não permitido" a quem não é da equipe, e à sessão que o servidor recusa', async () => {
    servidorFalso({ 'GET /api/sessao': { corpo: sessaoDoTipo(1) } });
    const empresa = abrir();
    expect(await screen.findByRole('heading', { name: 'Acesso não permitido' })).toBeTruthy();
    empresa.unmount();

    servidorFalso({
      'GET /api/sessao': { corpo: sessaoDoTipo(4) },
      'GET /api/cadastro/empresa-contato': {
        status: 403,
        corpo: { message: 'Acesso não permitido.' },
      },
    });
    abrir();
    expect(await screen.findByRole('heading', { name: 'Acesso não permitido' })).toBeTruthy();
  });
});
