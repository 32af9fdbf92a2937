import { describe, expect, it } from 'vitest';
import { isCodigoIbgeMunicipio, isEmailDosDominios } from '../catalogo/gestor.ts';
import { destinoAposEntrar, TIPO_USUARIO } from '../catalogo/usuarios.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { cadastroGestorSchema, comparacaoSchema, decisaoGestorSchema } from './gestor.ts';
import { cadastroGestorGovbrSchema } from './govbr.ts';

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const cadastro = {
  nome: 'Marta Ribeiro',
  cpf: '529.982.247-25',
  email: 'marta@prefeitura.sp.gov.br',
  senhaNova: 'Girassol@Azul!84',
  municipioId: '3550308',
  cargo: 'Secretária de Inovação',
  aceiteLGPD: true,
};
const mensagens = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('cadastro de gestor pelo gov.br', () => {
  it('pede só município, cargo, telefone e aceite: nome, e-mail, CPF e senha enviados somem', () => {
    const r = cadastroGestorGovbrSchema.safeParse(cadastro);
    expect(r.data).toEqual({
      municipioId: 3550308,
      cargo: 'Secretária de Inovação',
      aceiteLGPD: true,
    });
  });

  it('recusa o município fora do formato com a mensagem do cadastro por e-mail', () => {
    const r = cadastroGestorGovbrSchema.safeParse({ ...cadastro, municipioId: 123 });
    expect(mensagens(r)).toEqual([MENSAGENS.municipioGestorInvalido]);
  });
});

describe('domínios de órgãos públicos', () => {
  it.each([
    ['marta@sp.gov.br', true],
    ['marta@prefeitura.sp.gov.br', true],
    ['marta@PREFEITURA.SP.GOV.BR', true],
    ['marta@naosp.gov.br', false],
    ['marta@sp.gov.br.exemplo.com', false],
  ])('%s → %s', (email, esperado) => {
    expect(isEmailDosDominios(email, ['sp.gov.br'])).toBe(esperado);
  });

  it('sem domínio configurado, ninguém é verificado pelo e-mail', () => {
    expect(isEmailDosDominios('marta@sp.gov.br', [])).toBe(false);
  });
});

describe('código IBGE do município', () => {
  it.each([
    [3550308, true],
    [1100015, true],
    [5300108, true],
    [355030, false],
    [9950308, false],
    [1000000, false],
  ])('%i → %s', (codigo, esperado) => {
    expect(isCodigoIbgeMunicipio(codigo)).toBe(esperado);
  });
});

describe('cadastro do gestor', () => {
  it('aceita o CPF com máscara e o código do município como texto', () => {
    const dados = cadastroGestorSchema.parse(cadastro);
    expect(dados).toMatchObject({ cpf: '52998224725', municipioId: 3550308 });
  });

  it('recusa município fora do formato e CPF inválido com as mensagens do campo', () => {
    const r = cadastroGestorSchema.safeParse({ ...cadastro, municipioId: 12, cpf: '123' });
    expect(mensagens(r)).toEqual(
      expect.arrayContaining([MENSAGENS.municipioGestorInvalido, MENSAGENS.cpfInvalido]),
    );
  });
});

describe('decisão sobre um gestor', () => {
  it('a recusa exige o motivo; a aprovação não', () => {
    expect(mensagens(decisaoGestorSchema.safeParse({ aprovar: false }))).toEqual([
      MENSAGENS.motivoRecusaObrigatorio,
    ]);
    expect(decisaoGestorSchema.safeParse({ aprovar: true }).success).toBe(true);
  });
});

describe('comparação', () => {
  it.each([
    [[ID(1)], false],
    [[ID(1), ID(2)], true],
    [[ID(1), ID(2), ID(3), ID(4)], true],
    [[ID(1), ID(2), ID(3), ID(4), ID(5)], false],
    [[ID(1), ID(1)], false],
  ])('%j → %s', (propostaIds, valida) => {
    expect(comparacaoSchema.safeParse({ propostaIds }).success).toBe(valida);
  });
});

describe('onde a entrada leva', () => {
  it.each([
    [TIPO_USUARIO.GESTOR, '/gestor'],
    [TIPO_USUARIO.GESTOR_PENDENTE, '/gestor'],
    [TIPO_USUARIO.EQUIPE_PENDENTE, '/ipt/home'],
    [TIPO_USUARIO.ANALISTA, '/ipt/home'],
    [TIPO_USUARIO.EMPRESA, '/painel'],
  ])('tipo %i → %s', (tipo, destino) => {
    expect(destinoAposEntrar(tipo)).toBe(destino);
  });
});
