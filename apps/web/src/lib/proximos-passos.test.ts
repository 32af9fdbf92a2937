import { describe, expect, it } from 'vitest';
import type { LinhaProposta } from '@portal/domain';
import { proximosPassos } from './proximos-passos';

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

describe('proximosPassos', () => {
  it('logo depois do cadastro: comprovante de CNPJ e a primeira solução', () => {
    const passos = proximosPassos({ temProvaCnpj: false, propostas: [] });
    expect(passos.map((p) => p.rotuloLink)).toEqual(['Enviar comprovante', 'Cadastrar solução']);
  });

  it('uma solução pela metade e outra completa pedem passos diferentes', () => {
    const passos = proximosPassos({
      temProvaCnpj: true,
      propostas: [linha(1, false), linha(1, true)],
    });
    expect(passos).toEqual([
      expect.objectContaining({
        texto: 'Preencha "Semáforos": faltam 1 campo e as fotos.',
        para: '/painel/propostas/p-1-false',
      }),
      expect.objectContaining({ rotuloLink: 'Gerar e enviar o PDF' }),
    ]);
  });

  it('nada pendente quando as soluções já foram enviadas', () => {
    expect(proximosPassos({ temProvaCnpj: true, propostas: [linha(2, true)] })).toEqual([]);
  });
});
