import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAGENS, type VerificacaoAssinatura } from '@portal/domain';
import { renderComProviders } from '@/test/render';
import { servidorFalso } from '@/test/rotas';
import { AssinaturaSolucao } from './assinatura-solucao';

const A_CONFERIR: VerificacaoAssinatura = {
  id: 'v1',
  arquivoId: 'a1',
  veredito: 'a_conferir',
  rotulo: 'Assinatura a conferir',
  motivos: [
    {
      codigo: 'outro-signatario',
      texto: 'Quem assinou não é o responsável legal cadastrado da empresa (CPF diferente).',
    },
  ],
  verificadaEm: '2026-03-10T15:00:00.000Z',
  assinaturas: [
    {
      signatario: 'JOAO SOUZA:11144477735',
      cpf: '11144477735',
      assinadaEm: '2026-03-10T14:00:00.000Z',
      cadeia: [
        {
          titular: 'CN=JOAO SOUZA:11144477735, O=ICP-Brasil, C=BR',
          emissor: 'CN=AC Emissora, O=ICP-Brasil, C=BR',
          serie: '0A1B',
          validoDe: '2025-01-01T00:00:00.000Z',
          validoAte: '2028-01-01T00:00:00.000Z',
        },
      ],
      cadeiaConfiavel: true,
      foraDaValidade: false,
      revogacao: 'verificada',
      lcrs: [
        {
          emissor: 'CN=AC Emissora, O=ICP-Brasil, C=BR',
          emitidaEm: '2026-03-01T12:00:00.000Z',
          proximaEm: '2026-04-01T12:00:00.000Z',
          url: 'http://acemissora.example/lcr.crl',
        },
        {
          emissor: 'CN=AC Raiz, O=ICP-Brasil, C=BR',
          emitidaEm: '2026-01-01T12:00:00.000Z',
          proximaEm: null,
        },
      ],
    },
  ],
  atualizacoesPosteriores: 0,
  primeiraRevisaoGerada: true,
  decisao: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('assinatura digital na página da solução (equipe)', () => {
  it('mostra signatário, CPF formatado, cadeia e motivos, e exige justificativa para recusar', async () => {
    const chamadas = servidorFalso({
      'GET /api/proposta/p1/assinaturas': { corpo: [A_CONFERIR] },
      'POST /api/proposta/p1/assinaturas/v1/decisao': {
        corpo: { mensagem: MENSAGENS.decisaoAssinaturaRegistrada },
      },
    });
    renderComProviders(<AssinaturaSolucao propostaId="p1" />);

    const secao = await screen.findByRole('region', { name: 'Assinatura digital do PDF' });
    expect(await within(secao).findByText('Assinatura a conferir')).toBeTruthy();
    expect(within(secao).getByText('Assinatura 1: JOAO SOUZA:11144477735')).toBeTruthy();
    expect(within(secao).getByText('CPF: 111.444.777-35')).toBeTruthy();
    expect(within(secao).getByText(A_CONFERIR.motivos[0]!.texto)).toBeTruthy();
    expect(within(secao).getByText(/série 0A1B/)).toBeTruthy();
    // Where each CRL came from: downloaded from the CA, or carried by the signature.
    expect(
      within(secao).getByText(
        'LCRs usadas: CN=AC Emissora, O=ICP-Brasil, C=BR (emitida em 01/03/2026 09:00, baixada de ' +
          'http://acemissora.example/lcr.crl); CN=AC Raiz, O=ICP-Brasil, C=BR (emitida em ' +
          '01/01/2026 09:00, trazida pela assinatura)',
      ),
    ).toBeTruthy();

    fireEvent.click(within(secao).getByLabelText('Recusar a assinatura'));
    await act(async () =>
      fireEvent.click(within(secao).getByRole('button', { name: 'Registrar decisão' })),
    );
    expect(await within(secao).findByText('Escreva a justificativa da recusa.')).toBeTruthy();
    expect(chamadas.some((c) => c.metodo === 'POST')).toBe(false);

    fireEvent.change(within(secao).getByLabelText(/Justificativa/), {
      target: { value: 'Sem procuração.' },
    });
    await act(async () =>
      fireEvent.click(within(secao).getByRole('button', { name: 'Registrar decisão' })),
    );
    expect(await screen.findByText(MENSAGENS.decisaoAssinaturaRegistrada)).toBeTruthy();
    expect(chamadas.find((c) => c.metodo === 'POST')).toEqual({
      metodo: 'POST',
      caminho: '/api/proposta/p1/assinaturas/v1/decisao',
      corpo: { decisao: 'recusada', justificativa: 'Sem procuração.' },
    });
  });

  it('uma verificação decidida mostra a decisão, sem formulário', async () => {
    servidorFalso({
      'GET /api/proposta/p1/assinaturas': {
        corpo: [
          {
            ...A_CONFERIR,
            decisao: {
              decisao: 'aceita',
              rotulo: 'Assinatura aceita pela equipe',
              justificativa: null,
              decididaEm: '2026-03-11T12:00:00.000Z',
              decididaPor: 'Helena Prado',
            },
          },
        ],
      },
    });
    renderComProviders(<AssinaturaSolucao propostaId="p1" />);
    expect(await screen.findByText('Assinatura aceita pela equipe')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Registrar decisão' })).toBeNull();
  });
});
