import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAGENS, type MeusDados } from '@portal/domain';
import { renderComRotas, rota, servidorFalso, sessaoDoTipo } from '@/test/rotas';
import { MeusDadosPage } from './meus-dados-page';

const REGISTRO = {
  id: 1,
  ocorridoEm: '2026-03-10T13:05:00.000Z',
  acao: 'proposta.criacao',
  rotulo: 'Criou uma solução',
  pessoa: { id: 'u1', nome: 'Beatriz Nogueira', tipoUsuario: 1 },
  ip: '203.0.113.7',
  empresa: null,
  proposta: { id: 's1', codigo: null, titulo: 'Semáforo inteligente' },
  entidade: 'proposta',
  entidadeId: 's1',
  alteracoes: null,
  detalhes: null,
};

const DADOS: MeusDados = {
  geradoEm: '2026-03-12T12:00:00.000Z',
  conta: {
    id: 'u1',
    nome: 'Beatriz Nogueira',
    email: 'beatriz@cidadeviva.example',
    login: 'beatriz@cidadeviva.example',
    perfil: 'Usuário de empresa',
    cargo: 'Diretora',
    departamento: null,
    dataCadastro: '2026-03-01T12:00:00.000Z',
    dataAlteracaoSenha: '2026-03-01T12:00:00.000Z',
    ativo: true,
    situacaoNaEmpresa: 'ativo',
    emailAConfirmar: null,
    govbr: { cpf: '11144477735', confiabilidade: 'prata', vinculadoEm: '2026-03-02T12:00:00.000Z' },
  },
  telefones: [{ ddi: '55', ddd: '11', numero: '987654321', tipo: 'Celular', observacoes: null }],
  aceites: [{ versao: 1, aceitoEm: '2026-03-01T12:00:00.000Z' }],
  empresa: {
    nomeOficial: 'Cidade Viva Ltda.',
    nomeFantasia: 'Cidade Viva',
    cnpj: '11222333000181',
    tipo: 'Startup',
    webSite: null,
    experiencia: null,
    dataCadastro: '2026-03-01T12:00:00.000Z',
    cadastradaPorVoce: true,
    responsavelLegal: {
      nome: 'Paulo Dias',
      cpf: '52998224725',
      rg: '23.456.789-0',
      cargo: 'Diretor',
      email: 'paulo@cidadeviva.example',
    },
    endereco: null,
    arquivos: [],
  },
  solucoes: [
    {
      id: 's1',
      codigo: null,
      titulo: 'Semáforo inteligente',
      status: 'Aguardando Empresa',
      historico: [REGISTRO],
    },
  ],
  sessoes: [
    {
      criadaEm: '2026-03-12T11:00:00.000Z',
      ultimoUsoEm: '2026-03-12T11:59:00.000Z',
      expiraEm: '2026-03-12T23:00:00.000Z',
      atual: true,
    },
  ],
  acessos: [],
  emails: [],
  registrosAuditoria: [REGISTRO],
  pedidos: [],
  exclusao: {
    permitida: true,
    ultimoIntegrante: false,
    empresaComSolucoesEnviadas: false,
    empresa: 'Cidade Viva Ltda.',
  },
};

const abrir = (tipoUsuario: number, dados: MeusDados) => {
  const chamadas = servidorFalso({
    'GET /api/sessao': { corpo: sessaoDoTipo(tipoUsuario) },
    'GET /api/meus-dados': { corpo: dados },
    'POST /api/pedidos-titular': {
      status: 201,
      corpo: { pedido: {}, mensagem: MENSAGENS.pedidoTitularRegistrado(12) },
    },
  });
  renderComRotas([rota('/painel/meus-dados', <MeusDadosPage />)], '/painel/meus-dados');
  return chamadas;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Meus dados', () => {
  it('mostra a conta, a empresa e as soluções, e oferece as duas cópias', async () => {
    abrir(1, DADOS);
    expect(await screen.findByRole('region', { name: 'Sua conta' })).toBeTruthy();
    expect(screen.getByText('+55 (11) 98765-4321 (Celular)')).toBeTruthy();
    expect(screen.getByText('11.222.333/0001-81')).toBeTruthy();
    expect(screen.getByText('529.982.247-25')).toBeTruthy();
    expect(screen.getByText('111.444.777-35')).toBeTruthy();
    expect(screen.getByText('gov.br prata')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Baixar meus dados (JSON)' }).getAttribute('href'),
    ).toBe('/api/meus-dados/meus-dados.json');
    expect(
      screen.getByRole('link', { name: 'Baixar para ler ou imprimir (HTML)' }).getAttribute('href'),
    ).toBe('/api/meus-dados/meus-dados.html');

    // "Quem fez o quê" starts folded and names the solution without a staff link.
    const botao = screen.getByRole('button', { name: 'Quem fez o quê (1)' });
    expect(botao.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(botao);
    expect(botao.getAttribute('aria-expanded')).toBe('true');
    const acoes = screen.getByRole('table', { name: 'Suas ações registradas' });
    expect(within(acoes).getByText('Semáforo inteligente')).toBeTruthy();
    expect(within(acoes).queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Excluir minha conta' })).toBeTruthy();
  });

  it('registra um pedido ao encarregado e mostra o protocolo', async () => {
    const chamadas = abrir(1, DADOS);
    const form = await screen.findByRole('form', { name: 'Fazer um pedido ao encarregado' });
    fireEvent.change(within(form).getByLabelText(/Tipo de pedido/), {
      target: { value: 'correcao' },
    });
    fireEvent.change(within(form).getByLabelText(/Seu pedido/), {
      target: { value: 'Meu cargo mudou.' },
    });
    await act(async () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Enviar pedido' })),
    );
    expect(await screen.findByText(MENSAGENS.pedidoTitularRegistrado(12))).toBeTruthy();
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
      tipo: 'correcao',
      descricao: 'Meu cargo mudou.',
    });
  });

  it('não oferece a exclusão a quem o servidor não a permite (a equipe do instituto)', async () => {
    abrir(5, {
      ...DADOS,
      empresa: null,
      solucoes: [],
      exclusao: { ...DADOS.exclusao, permitida: false, empresa: null },
    });
    await screen.findByRole('region', { name: 'Sua conta' });
    expect(screen.queryByRole('region', { name: 'Sua empresa' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Soluções da empresa' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir minha conta' })).toBeNull();
  });
});
