import { describe, expect, it } from 'vitest';
import type { LinhaProposta, SituacaoEmail, SituacaoInscricoes } from '@portal/domain';
import { type Passo, proximosPassos } from './proximos-passos';

const linha = (status: number, completa: boolean): LinhaProposta => ({
  propostaID: `p-${status}-${completa}`,
  codigoProposta: 'CI-2025-000001',
  tituloProposta: 'Semáforos',
  keywords: null,
  destino: { destino: null, indiceDetalhe: null },
  statusProposta: { idStatusProposta: status, descricao: '', observacao: null },
  dataHoraEnvioPDF: null,
  possuiFormAssinado: status > 1,
  completude: completa
    ? { completa: true, campos: [], faltamFotos: false }
    : {
        completa: false,
        campos: [{ path: 'descricao', rotulo: 'Descrição resumida', message: '' }],
        faltamFotos: true,
      },
});

const ABERTA: SituacaoInscricoes = {
  fase: 'aberta',
  abertura: '2026-11-02T12:00:00.000Z',
  prazo: '2026-12-15T21:00:00.000Z',
  encerramento: '2026-12-15T21:30:00.000Z',
  prorrogada: false,
  divulgacaoResultados: null,
};
const CONFIRMADO: SituacaoEmail = { email: 'renata@cidadeviva.example', confirmado: true };
const situacao = (outra: Partial<Parameters<typeof proximosPassos>[0]> = {}) => ({
  email: CONFIRMADO,
  temProvaCnpj: true,
  propostas: [],
  inscricoes: ABERTA,
  ...outra,
});
const rotulos = (passos: Passo[]) =>
  passos.map((p) => ('rotuloLink' in p ? p.rotuloLink : 'Reenviar e-mail'));

describe('proximosPassos', () => {
  it('logo depois do cadastro: e-mail, comprovante de CNPJ e a primeira solução', () => {
    const passos = proximosPassos(
      situacao({ email: { ...CONFIRMADO, confirmado: false }, temProvaCnpj: false }),
    );
    expect(rotulos(passos)).toEqual(['Reenviar e-mail', 'Enviar comprovante', 'Cadastrar solução']);
    expect(passos[0]?.texto).toBe(
      'Confirme seu e-mail pelo link enviado para renata@cidadeviva.example: sem isso o PDF assinado não pode ser enviado.',
    );
  });

  it('uma solução pela metade e outra completa pedem passos diferentes, com o prazo', () => {
    const passos = proximosPassos(situacao({ propostas: [linha(1, false), linha(1, true)] }));
    expect(passos).toEqual([
      expect.objectContaining({
        texto: 'Preencha "Semáforos": faltam 1 campo e as fotos.',
        para: '/painel/propostas/p-1-false',
      }),
      {
        texto:
          'Gere o PDF de "Semáforos", colete a assinatura do representante legal e envie o PDF assinado até 15/12/2026 às 18h.',
        para: '/painel/lista-solucoes#solucao-p-1-true',
        rotuloLink: 'Gerar e enviar o PDF',
      },
    ]);
  });

  it('pede a resposta às alterações, também depois do prazo', () => {
    const encerrada = { ...ABERTA, fase: 'encerrada' } as const;
    const passos = proximosPassos(
      situacao({ propostas: [linha(6, true), linha(1, true)], inscricoes: encerrada }),
    );
    expect(passos).toEqual([
      {
        texto: 'O IPT pediu alterações em "Semáforos".',
        para: '/painel/propostas/p-6-true',
        rotuloLink: 'Responder',
      },
    ]);
  });

  it('nada pendente quando as soluções já foram enviadas', () => {
    expect(proximosPassos(situacao({ propostas: [linha(2, true)] }))).toEqual([]);
  });
});
