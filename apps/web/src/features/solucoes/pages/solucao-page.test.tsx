import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComRotas, rota, servidorFalso } from '@/test/rotas';
import { SolucaoPage } from './solucao-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SOLUCAO = {
  id: 's1',
  titulo: 'Semáforo Adaptativo',
  descricao: 'Semáforos que ajustam os tempos ao fluxo medido.',
  keyWords: ['mobilidade', 'semáforo'],
  destino: {
    destino: 3,
    eixoDescricao: 'Mobilidade Urbana',
    indiceDetalhe: 24,
    capacidadeDescricao: 'Semáforos Inteligentes',
    destinoOutro: null,
  },
  descricaoTecnicaSolucao: {
    conceito: 'Controle adaptativo.',
    aplicacaoPratica: 'Cruzamentos de avenidas.',
    requisitosTecnicosOperacionais: 'Energia.',
    limitacoesTecnicas: 'Sensores.',
    escalabilidade: 'Por cruzamento.',
    beneficiosEsperados: 'Menos tempo parado.',
    custosEstimados: 'R$ 40 mil.',
    modalidadeContratacao: null,
  },
  justificativa: {
    problemaResolvido: 'Congestionamento.',
    beneficiosDiretos: 'Viagens curtas.',
    relevancia: 'Alta.',
    diferencial: 'Aprende.',
  },
  historicoSolucao: {
    validacaoOuRegistro: false,
    entidadeResponsavelValidacao: null,
    cidadeImplementada: 'Campinas',
  },
  suporteSolucao: {
    suporteNoBrasil: true,
    saaS: null,
    tempoMedio: '4 horas',
    tempoGarantia: '2 anos',
    mtbf: null,
  },
  empresa: { nome: 'Cidade Viva Tecnologia Ltda.', webSite: 'www.cidadeviva.example' },
  fotos: [{ id: 'f1', url: '/api/solucoes/s1/fotos/f1', nomeOriginal: 'cruzamento.png' }],
  arquivosPublicos: [
    { id: 'a1', nomeOriginal: 'portfolio.pdf', url: '/api/solucoes/s1/arquivos/a1' },
  ],
  parecer: 'com-dct',
  municipiosImplantada: [{ codigoIbge: 3509502, nome: 'Campinas', uf: 'SP' }],
  publicadaEm: '2025-03-10T15:30:00Z',
};

const abrir = (resposta: { status?: number; corpo: unknown }) => {
  servidorFalso({ 'GET /api/solucoes/s1': resposta });
  return renderComRotas(
    [
      rota('/solutions', <h1>Catálogo</h1>),
      {
        path: '/solutions/:id',
        element: <SolucaoPage />,
      },
    ],
    '/solutions/s1',
  );
};

describe('página pública de uma solução', () => {
  it('mostra os campos com os rótulos do formulário, a foto, a empresa e os anexos públicos', async () => {
    abrir({ corpo: SOLUCAO });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Semáforo Adaptativo' }),
    ).toBeTruthy();
    expect(document.title).toContain('Semáforo Adaptativo');
    for (const secao of [
      'Destino da solução',
      'Descrição técnica da solução',
      'Justificativa',
      'Histórico da solução',
      'Suporte da solução',
    ])
      expect(screen.getByRole('heading', { level: 2, name: secao })).toBeTruthy();
    expect(screen.getByText('Conceito da solução')).toBeTruthy();
    expect(screen.getByText('Cruzamentos de avenidas.')).toBeTruthy();
    expect(screen.getByText('Oferece suporte técnico no Brasil?')).toBeTruthy();
    expect(screen.getByText('Disponibilizada no portal em 10/03/2025')).toBeTruthy();

    const foto = screen.getByRole('img', { name: 'Semáforo Adaptativo' });
    expect(foto.getAttribute('src')).toBe('/api/solucoes/s1/fotos/f1');

    const empresa = screen.getByRole('region', { name: 'Empresa' });
    expect(within(empresa).getByText('Cidade Viva Tecnologia Ltda.')).toBeTruthy();
    const site = within(empresa).getByRole('link', { name: 'www.cidadeviva.example' });
    expect(site.getAttribute('href')).toBe('https://www.cidadeviva.example');
    expect(site.getAttribute('rel')).toContain('noopener');

    expect(screen.getByRole('link', { name: 'portfolio.pdf' }).getAttribute('href')).toBe(
      '/api/solucoes/s1/arquivos/a1',
    );

    expect(screen.getByText('Parecer técnico com DCT')).toBeTruthy();
    // The text as written stays in the history; the recognised cities lead to the catalogue.
    expect(screen.getByText('Campinas')).toBeTruthy();
    const implantada = screen.getByRole('region', { name: 'Já implantada em' });
    expect(
      within(implantada)
        .getByRole('link', { name: 'Soluções já implantadas em Campinas (SP)' })
        .getAttribute('href'),
    ).toBe('/solutions?municipio=3509502');
  });

  it('volta ao catálogo', async () => {
    const { router } = abrir({ corpo: SOLUCAO });
    await act(async () =>
      fireEvent.click(await screen.findByRole('link', { name: 'Voltar às soluções' })),
    );
    expect(router.state.location.pathname).toBe('/solutions');
  });

  it('diz "Solução não encontrada" quando a solução não está publicada', async () => {
    abrir({ status: 404, corpo: { message: 'Solução não encontrada.' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solução não encontrada' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Ver as soluções disponibilizadas' }).getAttribute('href'),
    ).toBe('/solutions');
  });
});
