import { describe, expect, it } from 'vitest';
import { gruposMaisOpcoes, itemAtual, secaoAtual, secoesDoMenu } from './itens-menu';

const ana = (tipoUsuario: number) => ({ nome: 'Ana', tipoUsuario });
/** Each section as 'Título: página, página', the bar as a person reads it. */
const barra = (tipoUsuario: number | null) =>
  secoesDoMenu(tipoUsuario === null ? null : ana(tipoUsuario)).map(
    (s) => `${s.titulo}: ${s.itens.map((i) => `${i.rotulo} ${i.para}`).join(', ')}`,
  );

describe('seções do menu', () => {
  it('mostra Cadastre-se e Entrar a quem não entrou', () => {
    expect(barra(null)).toEqual(['Cadastre-se: Cadastre-se /register', 'Entrar: Entrar /login']);
  });

  it('dá os botões da empresa aos tipos 1, 2 e 8, e Meus dados e Sair na conta', () => {
    for (const tipoUsuario of [1, 2, 8]) {
      expect(barra(tipoUsuario)).toEqual([
        'Cadastrar solução: Cadastrar solução /painel/propostas',
        'Soluções cadastradas: Soluções cadastradas /painel/lista-solucoes',
        'Dados cadastrais: Dados cadastrais /painel',
        'Equipe: Equipe /painel/equipe',
        'Sua conta: Meus dados /painel/meus-dados, Sair /logout',
      ]);
    }
  });

  it('dá o menu do IPT, sem Alterar senha nem Meus dados, à conta pendente e a outro tipo', () => {
    for (const tipoUsuario of [3, 9]) {
      expect(barra(tipoUsuario)).toEqual([
        'Empresas e contatos: Empresas e contatos /ipt/companies',
        'Estatísticas e soluções: Estatísticas e soluções /ipt/home',
        'Sua conta: Sair /ipt/logout',
      ]);
    }
  });

  it('dá ao gestor público, verificado ou não, a sua área, a seleção, os desfechos e a conta', () => {
    for (const tipoUsuario of [6, 7]) {
      expect(barra(tipoUsuario)).toEqual([
        'Área do gestor: Área do gestor /gestor',
        'Minha seleção: Minha seleção /gestor/selecao',
        'Pesquisa de mercado: Buscas salvas /gestor/buscas, ' +
          'Registros de pesquisa /gestor/registros, Meus desfechos /gestor/desfechos',
        'Sua conta: Meus dados /gestor/meus-dados, Sair /logout',
      ]);
    }
  });

  it('dá ao analista suas avaliações e a conta com Meus dados e Alterar senha', () => {
    expect(barra(4)).toEqual([
      'Estatísticas e soluções: Estatísticas e soluções /ipt/home',
      'Minhas avaliações: Minhas avaliações /ipt/avaliacoes',
      'Empresas: Empresas e contatos /ipt/companies, Gestores públicos /ipt/gestores',
      'Sua conta: Meus dados /ipt/meus-dados, Alterar senha /ipt/conta, Sair /ipt/logout',
    ]);
  });

  it('agrupa as páginas do administrador por tarefa, em cinco entradas', () => {
    expect(barra(5)).toEqual([
      'Estatísticas e soluções: Estatísticas e soluções /ipt/home',
      'Avaliação: Minhas avaliações /ipt/avaliacoes, Rubrica /ipt/rubrica',
      'Empresas: Empresas e contatos /ipt/companies, Pedidos de empresas /ipt/pedidos-empresas, Gestores públicos /ipt/gestores',
      'Administração: Calendário /ipt/calendario, Documentos /ipt/documentos, ' +
        'E-mails /ipt/emails, Equipe /ipt/equipe, Auditoria /ipt/auditoria, ' +
        'Privacidade /ipt/privacidade',
      'Sua conta: Meus dados /ipt/meus-dados, Alterar senha /ipt/conta, Sair /ipt/logout',
    ]);
  });
});

describe('lugar atual', () => {
  const [estatisticas, avaliacao] = secoesDoMenu(ana(5));
  const [, listaDaEmpresa, dadosCadastrais] = secoesDoMenu(ana(1));

  it('marca a página, as que ela abre, e o grupo de uma página sua', () => {
    expect(itemAtual(estatisticas!.itens[0]!, '/ipt/home')).toBe(true);
    expect(itemAtual(estatisticas!.itens[0]!, '/ipt/solution/0b8d')).toBe(true);
    expect(secaoAtual(avaliacao!, '/ipt/rubrica')).toBe(true);
    expect(secaoAtual(avaliacao!, '/ipt/home')).toBe(false);
    expect(itemAtual(listaDaEmpresa!.itens[0]!, '/painel/propostas/0b8d')).toBe(true);
    expect(itemAtual(listaDaEmpresa!.itens[0]!, '/painel/propostas')).toBe(false);
  });

  it('não marca Dados cadastrais em toda página da empresa', () => {
    expect(itemAtual(dadosCadastrais!.itens[0]!, '/painel')).toBe(true);
    expect(itemAtual(dadosCadastrais!.itens[0]!, '/painel/equipe')).toBe(false);
  });
});

describe('menu de mais opções', () => {
  const titulos = (grupos: { titulo: string }[]) => grupos.map((g) => g.titulo);

  it('só traz as páginas do portal na tela larga, onde a barra tem o resto', () => {
    for (const sessao of [null, ana(1), ana(4), ana(5)])
      expect(titulos(gruposMaisOpcoes(sessao, false))).toEqual(['Páginas do portal']);
  });

  it('leva a barra inteira para o celular: tarefas de uma página juntas, grupos com seu nome', () => {
    expect(titulos(gruposMaisOpcoes(ana(5), true))).toEqual([
      'Área do IPT',
      'Avaliação',
      'Empresas',
      'Administração',
      'Sua conta',
      'Páginas do portal',
    ]);
    const [area, conta] = gruposMaisOpcoes(ana(1), true);
    expect(area?.itens.map((i) => i.rotulo)).toEqual([
      'Cadastrar solução',
      'Soluções cadastradas',
      'Dados cadastrais',
      'Equipe',
    ]);
    expect(conta?.itens.map((i) => i.rotulo)).toEqual(['Meus dados', 'Sair']);
    const [acesso] = gruposMaisOpcoes(null, true);
    expect(acesso?.titulo).toBe('Acesso');
    expect(acesso?.itens.map((i) => i.rotulo)).toEqual(['Cadastre-se', 'Entrar']);
  });
});
