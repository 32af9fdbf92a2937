import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinhaProposta } from '@portal/domain';
import type { Sessao } from '@/lib/sessao';
import { renderComProviders, respostaJson } from '@/test/render';
import { ListaSolucoes } from './lista-solucoes';

const SESSAO: Sessao = {
  autenticado: true,
  id: 'u-1',
  nome: 'Renata',
  email: 'renata@cidadeviva.example',
  tipoUsuario: 1,
  empresa: { id: 'e-1', cnpj: '' },
  termosPendentes: null,
};

const linha = (i: number, status = 1, observacao: string | null = null): LinhaProposta => ({
  propostaID: `p-${i}`,
  codigoProposta: `2025-${String(i).padStart(4, '0')}`,
  tituloProposta: `Solução ${String(i).padStart(2, '0')}`,
  keywords: i % 5 === 0 ? ['drenagem'] : ['cidades'],
  destino: { destino: 3, indiceDetalhe: 24 },
  statusProposta: { idStatusProposta: status, descricao: '', observacao },
  dataHoraEnvioPDF: null,
  possuiFormAssinado: status > 1,
  completude: { completa: true, campos: [], faltamFotos: false },
});

function stubApi(linhas: LinhaProposta[], arquivosEmpresa: { contexto: number }[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/proposta/usuario/u-1') return respostaJson(linhas);
      if (url === '/api/fileindexer/empresa/e-1')
        return respostaJson(
          arquivosEmpresa.map((a, i) => ({
            id: `a-${i}`,
            nomeOriginal: 'cnpj.pdf',
            dataHoraInclusao: '2025-01-01T12:00:00Z',
            ...a,
          })),
        );
      return respostaJson({ message: 'não previsto' }, 404);
    }),
  );
}

const renderLista = () =>
  renderComProviders(
    <MemoryRouter>
      <ListaSolucoes sessao={SESSAO} />
    </MemoryRouter>,
  );

const linhasDaTabela = () => screen.getAllByRole('row').slice(1);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ListaSolucoes', () => {
  it('diz "Nenhuma solução cadastrada" quando a lista está vazia', async () => {
    stubApi([], []);
    renderLista();
    await screen.findByText('Nenhuma solução cadastrada');
  });

  it('pagina de 20 em 20 e volta à primeira página ao filtrar', async () => {
    stubApi(
      Array.from({ length: 25 }, (_, i) => linha(i + 1)),
      [{ contexto: 13 }],
    );
    renderLista();
    await screen.findByText('Página 1 de 2');
    expect(linhasDaTabela()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    screen.getByText('Página 2 de 2');
    expect(linhasDaTabela()).toHaveLength(5);

    fireEvent.change(screen.getByLabelText('Buscar por palavra-chave'), {
      target: { value: 'DRENA' },
    });
    screen.getByText('Página 1 de 1');
    expect(linhasDaTabela()).toHaveLength(5);
  });

  it('só a solução aguardando a empresa é um link para edição; a observação aparece', async () => {
    stubApi([linha(2, 2, 'Falta a assinatura do diretor.'), linha(1)], [{ contexto: 13 }]);
    renderLista();
    const editavel = await screen.findByRole('link', { name: 'Solução 01' });
    expect(editavel.getAttribute('href')).toBe('/painel/propostas/p-1');
    expect(screen.queryByRole('link', { name: 'Solução 02' })).toBeNull();
    screen.getByText('Em Análise Prévia');
    screen.getByText('Falta a assinatura do diretor.');
    screen.getByRole('button', { name: 'Enviar PDF assinado de Solução 01' });
    expect(screen.queryByRole('button', { name: 'Enviar PDF assinado de Solução 02' })).toBeNull();
    screen.getByRole('button', { name: 'Baixar PDF assinado de Solução 02' });
  });

  it('sem o comprovante de CNPJ esconde o envio do PDF assinado', async () => {
    stubApi([linha(1)], [{ contexto: 10 }]);
    renderLista();
    await screen.findByRole('button', { name: 'Baixar PDF de Solução 01' });
    expect(screen.queryByRole('button', { name: 'Enviar PDF assinado de Solução 01' })).toBeNull();
  });
});
