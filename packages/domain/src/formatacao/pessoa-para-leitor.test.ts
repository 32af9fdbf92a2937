import { describe, expect, it } from 'vitest';
import { TIPO_USUARIO } from '../catalogo/usuarios.ts';
import { EQUIPE_DO_INSTITUTO, pessoaParaLeitor } from './pessoa-para-leitor.ts';

const analista = {
  id: '6f1c1f7e-0000-4000-8000-000000000004',
  nome: 'Ana Avaliadora',
  email: 'ana@ipt.br',
  tipoUsuario: TIPO_USUARIO.ANALISTA,
};
const colega = {
  id: '6f1c1f7e-0000-4000-8000-000000000001',
  nome: 'Carla Colega',
  email: 'carla@empresa.com.br',
  tipoUsuario: TIPO_USUARIO.EMPRESA,
};
const anonima = { id: null, nome: EQUIPE_DO_INSTITUTO, email: null };

describe('pessoaParaLeitor', () => {
  it('mostra a uma empresa a equipe só como "Equipe do instituto", sem id nem e-mail', () => {
    for (const tipoUsuario of [
      TIPO_USUARIO.ANALISTA,
      TIPO_USUARIO.ADMINISTRADOR,
      TIPO_USUARIO.EQUIPE_PENDENTE,
    ]) {
      expect(pessoaParaLeitor(TIPO_USUARIO.EMPRESA, { ...analista, tipoUsuario })).toEqual({
        ...anonima,
        tipoUsuario,
      });
    }
  });

  it('esconde quem não se sabe de que tipo é', () => {
    expect(pessoaParaLeitor(TIPO_USUARIO.EMPRESA_8, { ...analista, tipoUsuario: null })).toEqual({
      ...anonima,
      tipoUsuario: null,
    });
  });

  it('esconde a equipe também de quem aguarda aprovação na equipe', () => {
    expect(pessoaParaLeitor(TIPO_USUARIO.EQUIPE_PENDENTE, analista)).toMatchObject(anonima);
  });

  it('mostra os colegas da empresa como são', () => {
    expect(pessoaParaLeitor(TIPO_USUARIO.EMPRESA_2, colega)).toEqual(colega);
  });

  it('a equipe aprovada vê todos pelo nome', () => {
    expect(pessoaParaLeitor(TIPO_USUARIO.ANALISTA, analista)).toEqual(analista);
    expect(pessoaParaLeitor(TIPO_USUARIO.ADMINISTRADOR, colega)).toEqual(colega);
  });
});
