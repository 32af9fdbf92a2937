import { describe, expect, it } from 'vitest';
import { GUID_VAZIO, MENSAGENS } from '@portal/domain';
import { empresaNova, telefoneVazio } from '@/components/cadastro/formulario-cadastro';
import {
  cadastroFormularioSchema,
  cadastroGovbrFormularioSchema,
  type CadastroFormularioValores,
} from './cadastro-schema';

const SENHA = 'Tq8!vR2$mZx@';
const CNPJ = '11.222.333/0001-81';

const preenchido = (): CadastroFormularioValores => ({
  nome: 'Beatriz Souza',
  email: 'Beatriz@Empresa.com.br',
  cargo: '',
  departamento: '',
  telefones: [{ tipoTelefone: 1, numero: '(11) 987-654-321', observacoes: '' }],
  senhaNova: SENHA,
  confirmacaoSenha: SENHA,
  aceiteLGPD: true,
  empresa: {
    ...empresaNova(CNPJ),
    nomeOficial: 'Mobilidade Viva Ltda.',
    tipoEmpresa: 6,
    responsavelLegalNome: 'Rafael Costa',
    responsavelLegalCPF: '529.982.247-25',
    responsavelLegalRG: '23.456.789-0',
    responsavelLegalEmail: 'rafael@viva.example',
    endereco: {
      tipoLogradouro: 2,
      nomeLogradouro: 'Paulista',
      numero: '1000',
      complemento: '',
      bairro: 'Bela Vista',
      cep: '01310-100',
      municipio: { id: 3550308, estado: { id: 35 } },
    },
  },
});

const caminhos = (valores: unknown) =>
  (cadastroFormularioSchema.safeParse(valores).error?.issues ?? []).map((i) => i.path.join('.'));

describe('formulário de cadastro', () => {
  it('entrega o corpo do PUT: telefone separado, documentos sem máscara, sem a confirmação', () => {
    const saida = cadastroFormularioSchema.parse(preenchido());
    expect(saida.email).toBe('beatriz@empresa.com.br');
    expect(saida.telefones).toEqual([
      { ddd: '11', numero: '987654321', tipoTelefone: 1, observacoes: '' },
    ]);
    expect(saida.empresa).toMatchObject({ id: GUID_VAZIO, cnpj: '11222333000181' });
    expect(saida).not.toHaveProperty('confirmacaoSenha');
  });

  it('depois do gov.br não pede nem envia senha', () => {
    const saida = cadastroGovbrFormularioSchema.parse({
      ...preenchido(),
      senhaNova: '',
      confirmacaoSenha: '',
    });
    expect(saida).not.toHaveProperty('senhaNova');
    expect(saida).not.toHaveProperty('confirmacaoSenha');
    expect(saida.email).toBe('beatriz@empresa.com.br');
  });

  it('envia só o id e o CNPJ de uma empresa existente', () => {
    const valores = preenchido();
    valores.empresa = { ...empresaNova(CNPJ), id: '2b1f4f4e-55c1-4a5e-9d0e-0a0b5c9f3d11' };
    const saida = cadastroFormularioSchema.parse(valores);
    expect(saida.empresa).toEqual({
      id: '2b1f4f4e-55c1-4a5e-9d0e-0a0b5c9f3d11',
      cnpj: '11222333000181',
    });
  });

  it('marca todos os campos obrigatórios de uma vez, a confirmação da senha também', () => {
    const vazio: CadastroFormularioValores = {
      nome: '',
      email: '',
      cargo: '',
      departamento: '',
      telefones: [telefoneVazio()],
      senhaNova: 'Abc',
      confirmacaoSenha: '',
      aceiteLGPD: false,
      empresa: empresaNova(''),
    };
    expect(caminhos(vazio)).toEqual(
      expect.arrayContaining([
        'nome',
        'email',
        'telefones.0.numero',
        'senhaNova',
        'confirmacaoSenha',
        'aceiteLGPD',
        'empresa.nomeOficial',
        'empresa.cnpj',
        'empresa.tipoEmpresa',
        'empresa.endereco.cep',
        'empresa.endereco.municipio.id',
        'empresa.endereco.municipio.estado.id',
        'empresa.responsavelLegalCPF',
      ]),
    );
  });

  it('lê o tipo do telefone pelos dígitos, mantendo o tipo de fixo já guardado', () => {
    const tipoEnviado = (tipoTelefone: number | null, numero: string) => {
      const valores = preenchido();
      valores.telefones = [{ tipoTelefone, numero, observacoes: '' }];
      return cadastroFormularioSchema.parse(valores).telefones[0];
    };
    expect(tipoEnviado(null, '(11) 98765-4321')).toMatchObject({
      ddd: '11',
      numero: '987654321',
      tipoTelefone: 1,
    });
    expect(tipoEnviado(3, '(11) 98765-4321')?.tipoTelefone).toBe(1);
    expect(tipoEnviado(null, '(11) 3333-4444')).toMatchObject({
      ddd: '11',
      numero: '33334444',
      tipoTelefone: 4,
    });
    expect(tipoEnviado(3, '(11) 3333-4444')?.tipoTelefone).toBe(3);
  });

  it('recusa número que não é celular nem fixo, dizendo como digitar', () => {
    for (const numero of ['(11) 9876-5432', '(11) 88765-4321', '(11) 3333-444']) {
      const valores = preenchido();
      valores.telefones = [{ tipoTelefone: null, numero, observacoes: '' }];
      expect(cadastroFormularioSchema.safeParse(valores).error?.issues).toEqual([
        expect.objectContaining({
          path: ['telefones', 0, 'numero'],
          message: MENSAGENS.telefoneInvalido,
        }),
      ]);
    }
  });

  it('recusa CPF do representante com dígitos errados', () => {
    const valores = preenchido();
    valores.empresa.responsavelLegalCPF = '529.982.247-26';
    expect(cadastroFormularioSchema.safeParse(valores).error?.issues[0]?.message).toBe(
      MENSAGENS.cpfInvalido,
    );
  });
});
