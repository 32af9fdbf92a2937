import { describe, expect, it } from 'vitest';
import { gruposMaisOpcoes, itensDaBarra, itensPrincipais } from './itens-menu';

const rotulos = (itens: readonly { rotulo: string }[]) => itens.map((i) => i.rotulo);

describe('itens do menu', () => {
  it('mostra Cadastre-se e Entrar a quem não entrou', () => {
    expect(itensPrincipais(null).map((i) => [i.rotulo, i.para])).toEqual([
      ['Cadastre-se', '/register'],
      ['Entrar', '/login'],
    ]);
  });

  it('dá o menu da empresa aos tipos 1, 2 e 8', () => {
    for (const tipoUsuario of [1, 2, 8]) {
      expect(rotulos(itensPrincipais({ nome: 'Ana', tipoUsuario }))).toEqual([
        'Cadastrar solução',
        'Soluções cadastradas',
        'Dados cadastrais',
        'Equipe da empresa',
        'Meus dados',
        'Sair',
      ]);
    }
  });

  it('deixa Meus dados fora da barra, no menu de mais opções de cada área', () => {
    for (const [tipoUsuario, para] of [
      [1, '/painel/meus-dados'],
      [4, '/ipt/meus-dados'],
      [5, '/ipt/meus-dados'],
    ] as const) {
      const sessao = { nome: 'Ana', tipoUsuario };
      expect(itensDaBarra(sessao).map((i) => i.rotulo)).not.toContain('Meus dados');
      const [area] = gruposMaisOpcoes(sessao, false);
      expect(area?.itens.map((i) => [i.rotulo, i.para])).toContainEqual(['Meus dados', para]);
    }
  });

  it('dá o menu do IPT, sem Alterar senha, à conta pendente e a qualquer outro tipo', () => {
    for (const tipoUsuario of [3, 6]) {
      expect(itensPrincipais({ nome: 'Ana', tipoUsuario }).map((i) => i.para)).toEqual([
        '/ipt/companies',
        '/ipt/home',
        '/ipt/logout',
      ]);
    }
  });

  it('dá ao analista Meus dados e Alterar senha antes de Sair', () => {
    expect(itensPrincipais({ nome: 'Ana', tipoUsuario: 4 }).map((i) => [i.rotulo, i.para])).toEqual(
      [
        ['Empresas e contatos', '/ipt/companies'],
        ['Estatísticas e soluções', '/ipt/home'],
        ['Minhas avaliações', '/ipt/avaliacoes'],
        ['Meus dados', '/ipt/meus-dados'],
        ['Alterar senha', '/ipt/conta'],
        ['Sair', '/ipt/logout'],
      ],
    );
  });

  it('acrescenta Equipe, Documentos e Privacidade só para o administrador, antes de Meus dados', () => {
    expect(itensPrincipais({ nome: 'Ana', tipoUsuario: 5 }).map((i) => [i.rotulo, i.para])).toEqual(
      [
        ['Empresas e contatos', '/ipt/companies'],
        ['Estatísticas e soluções', '/ipt/home'],
        ['Minhas avaliações', '/ipt/avaliacoes'],
        ['Rubrica', '/ipt/rubrica'],
        ['Equipe', '/ipt/equipe'],
        ['Pedidos de empresas', '/ipt/pedidos-empresas'],
        ['Documentos', '/ipt/documentos'],
        ['Calendário', '/ipt/calendario'],
        ['E-mails', '/ipt/emails'],
        ['Auditoria', '/ipt/auditoria'],
        ['Privacidade', '/ipt/privacidade'],
        ['Meus dados', '/ipt/meus-dados'],
        ['Alterar senha', '/ipt/conta'],
        ['Sair', '/ipt/logout'],
      ],
    );
  });

  it('põe os botões da empresa no menu de mais opções também na tela larga', () => {
    const titulos = (grupos: { titulo: string }[]) => grupos.map((g) => g.titulo);
    expect(titulos(gruposMaisOpcoes(null, false))).toEqual(['Páginas do portal']);
    expect(titulos(gruposMaisOpcoes({ nome: 'Ana', tipoUsuario: 1 }, false))).toEqual([
      'Área da empresa',
      'Páginas do portal',
    ]);
    expect(titulos(gruposMaisOpcoes({ nome: 'Ana', tipoUsuario: 3 }, false))).toEqual([
      'Páginas do portal',
    ]);
    expect(
      gruposMaisOpcoes({ nome: 'Ana', tipoUsuario: 5 }, false)[0]?.itens.map((i) => i.rotulo),
    ).toEqual(['Privacidade', 'Meus dados']);
  });

  it('leva os itens da barra para o menu de mais opções no celular', () => {
    const [acesso] = gruposMaisOpcoes(null, true);
    expect(acesso?.titulo).toBe('Acesso');
    expect(rotulos(acesso?.itens ?? [])).toEqual(['Cadastre-se', 'Entrar']);
  });
});
