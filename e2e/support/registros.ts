import {
  cepNoRegistro,
  empresaNoRegistro,
  iniciarProvedoresFalsos,
  type ProvedoresFalsos,
} from '../../apps/api/test/registros-falsos.ts';

/**
 * The CNPJs and CEPs the fake registries know; every other one is a 404, which the form takes
 * silently, so the journeys that type random CNPJs and CEPs see the form exactly as without them.
 */
export const REGISTROS = {
  preenchidos: { computador: '11222333000181', celular: '11444777000161' },
  // The phone's company is closed at the Receita: the form warns and still lets it register.
  situacao: { computador: 'ATIVA', celular: 'BAIXADA' },
  // One registry too slow for the portal's timeout, one answering 500: both mean "by hand".
  indisponiveis: { computador: '19100000000191', celular: '60574610000120' },
  cep: '13560970',
} as const;

/** The company every prefilled CNPJ describes, in Minha Receita's shape. */
export const EMPRESA_NO_REGISTRO = empresaNoRegistro();

/** Minha Receita / BrasilAPI-shaped CNPJ and CEP registries for the shared portal server. */
export function iniciarRegistrosFalsos(): Promise<ProvedoresFalsos> {
  const { preenchidos, indisponiveis, cep } = REGISTROS;
  return iniciarProvedoresFalsos({
    [`/cnpj/${preenchidos.computador}`]: {
      json: empresaNoRegistro({ cnpj: preenchidos.computador }),
    },
    [`/cnpj/${preenchidos.celular}`]: {
      json: empresaNoRegistro({
        cnpj: preenchidos.celular,
        descricao_situacao_cadastral: REGISTROS.situacao.celular,
      }),
    },
    [`/cnpj/${indisponiveis.computador}`]: { json: empresaNoRegistro(), atrasoMs: 60_000 },
    [`/cnpj/${indisponiveis.celular}`]: { status: 500 },
    [`/cep/${cep}`]: { json: cepNoRegistro({ cep }) },
    [`/ibge/${cep}/json/`]: { json: { cep: '13560-970', ibge: '3548906' } },
  });
}
