import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAGENS, type MeusDados, type Privacidade } from '@portal/domain';
import { renderComRotas, rota, servidorFalso, type RespostaFalsa } from '@/test/rotas';
import { ContaExcluidaPage } from '../pages/conta-excluida-page';
import { ExcluirConta } from './excluir-conta';

const PRIVACIDADE: Privacidade = {
  controlador: {
    nome: 'Secretaria de Desenvolvimento Econômico',
    contato: 'Av. Escola Politécnica',
  },
  encarregado: { nome: 'Joana Prates', email: 'dpo@exemplo.sp.gov.br', telefone: null },
  atualizadoEm: '2026-03-01T12:00:00.000Z',
  termos: { versao: 2, publicadaEm: '2026-03-01T12:00:00.000Z', resumo: 'Novo prazo.' },
  retencao: { acessosMeses: 6, prazoPedidoDias: 15 },
};

const exclusao = (ultimoIntegrante: boolean): MeusDados['exclusao'] => ({
  permitida: true,
  ultimoIntegrante,
  empresaComSolucoesEnviadas: true,
  empresa: 'Cidade Viva Ltda.',
});

const abrir = async (dados: MeusDados['exclusao'], resposta?: RespostaFalsa) => {
  const chamadas = servidorFalso({
    'GET /api/privacidade': { corpo: PRIVACIDADE },
    ...(resposta ? { 'POST /api/meus-dados/exclusao': resposta } : {}),
  });
  const resultado = renderComRotas(
    [
      rota('/painel/meus-dados', <ExcluirConta exclusao={dados} />),
      rota('/conta-excluida', <ContaExcluidaPage />),
    ],
    '/painel/meus-dados',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Excluir minha conta' });
  return { chamadas, ...resultado, dialogo };
};

const confirmar = async (dialogo: HTMLElement, senha: string) => {
  fireEvent.change(within(dialogo).getByLabelText(/Sua senha/), { target: { value: senha } });
  await act(async () =>
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Excluir minha conta' })),
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('excluir minha conta', () => {
  it('explica à última pessoa da empresa por que os dados da empresa ficam e a quem pedir', async () => {
    const { dialogo } = await abrir(exclusao(true));
    expect(
      await within(dialogo).findByText(/Você é a última pessoa da empresa Cidade Viva Ltda\./),
    ).toBeTruthy();
    const encarregado = await within(dialogo).findByRole('link', { name: 'dpo@exemplo.sp.gov.br' });
    expect(encarregado.getAttribute('href')).toBe('mailto:dpo@exemplo.sp.gov.br');
    expect(within(dialogo).getByText(/escreva ao encarregado de dados, Joana Prates/)).toBeTruthy();
  });

  it('mostra a quem entra só com o gov.br como criar uma senha', async () => {
    const { dialogo } = await abrir(exclusao(false));
    const link = within(dialogo).getByRole('link', { name: /Esqueci minha senha/ });
    expect(link.getAttribute('href')).toBe('/senha/esqueci');
  });

  it('não fala de guardar a empresa a quem ainda deixa colegas nela', async () => {
    const { dialogo } = await abrir(exclusao(false));
    expect(within(dialogo).getByText(/ficam\s+com a empresa/)).toBeTruthy();
    expect(within(dialogo).queryByText(/Você é a última pessoa/)).toBeNull();
  });

  it('mostra a senha errada no campo e mantém o diálogo aberto', async () => {
    const { dialogo, router } = await abrir(exclusao(false), {
      status: 400,
      corpo: {
        message: MENSAGENS.senhaIncorreta,
        issues: [{ path: 'senhaAtual', message: MENSAGENS.senhaIncorreta }],
      },
    });
    await confirmar(dialogo, 'Errada@Senha99');
    expect(await within(dialogo).findByText(MENSAGENS.senhaIncorreta)).toBeTruthy();
    // The field's own message is the one alert: no general notice repeats it.
    expect(within(dialogo).getByRole('alert').textContent).toBe(MENSAGENS.senhaIncorreta);
    expect(router.state.location.pathname).toBe('/painel/meus-dados');
  });

  it('depois de excluída, leva à página pública com as palavras do servidor', async () => {
    const mensagem = MENSAGENS.contaExcluidaEmpresaMantida('Cidade Viva Ltda.');
    const { chamadas, router, dialogo } = await abrir(exclusao(true), { corpo: { mensagem } });
    localStorage.setItem('portal:rascunho-proposta:u1:nova', '{}');
    await confirmar(dialogo, 'Ipe@Amarelo_Serra42');

    expect(await screen.findByRole('heading', { level: 1, name: 'Conta excluída' })).toBeTruthy();
    expect(screen.getByText(mensagem)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/conta-excluida');
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
      senhaAtual: 'Ipe@Amarelo_Serra42',
    });
    expect(localStorage.getItem('portal:rascunho-proposta:u1:nova')).toBeNull();
  });
});
