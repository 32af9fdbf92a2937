import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { empresaNova } from '@/components/cadastro/formulario-cadastro';
import { dadosCadastraisSchema, type DadosCadastraisValores } from './dados-cadastrais-schema';

const valores = (mudancas: Partial<DadosCadastraisValores> = {}): DadosCadastraisValores => ({
  id: '2b1f4f4e-55c1-4a5e-9d0e-0a0b5c9f3d11',
  nome: 'Mariana Duarte',
  email: 'mariana@exemplo.com.br',
  cargo: '',
  departamento: '',
  telefones: [{ id: null, tipoTelefone: 4, numero: '(11) 3333-4444', observacoes: 'Ramal 2' }],
  senhaNova: '',
  confirmacaoSenha: '',
  // Read-only on the panel: even an incomplete company block does not stop the save.
  empresa: empresaNova(''),
  ...mudancas,
});

describe('formulário do painel', () => {
  it('mantém a senha quando os dois campos ficam em branco e não envia a empresa', () => {
    const saida = dadosCadastraisSchema.parse(valores());
    expect(saida.senhaNova).toBe('');
    expect(saida.telefones).toEqual([
      { id: null, ddd: '11', numero: '33334444', tipoTelefone: 4, observacoes: 'Ramal 2' },
    ]);
    expect(saida).not.toHaveProperty('empresa');
    expect(saida).not.toHaveProperty('confirmacaoSenha');
  });

  it('aplica a regra da senha só quando uma nova é digitada, e confere a confirmação', () => {
    const issues = dadosCadastraisSchema.safeParse(
      valores({ nome: '', senhaNova: 'curta', confirmacaoSenha: '' }),
    ).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([
        ['nome', MENSAGENS.campoObrigatorio],
        ['senhaNova', MENSAGENS.senhaRegra],
        ['confirmacaoSenha', MENSAGENS.senhasNaoCoincidem],
      ]),
    );
  });
});
