import { describe, expect, it } from 'vitest';
import { MENSAGENS_ACESSO } from './acesso.ts';
import { MENSAGENS_ARQUIVOS } from './arquivos.ts';
import { MENSAGENS_ASSINATURA } from './assinatura.ts';
import { MENSAGENS_AVALIACAO } from './avaliacao.ts';
import { MENSAGENS_CALENDARIO } from './calendario.ts';
import { MENSAGENS_CAMPOS } from './campos.ts';
import { MENSAGENS_EMAIL } from './email.ts';
import { MENSAGENS_EQUIPE } from './equipe.ts';
import { MENSAGENS_GESTOR } from './gestor.ts';
import { MENSAGENS_INTERESSE } from './interesse.ts';
import { MENSAGENS_MERCADO } from './mercado.ts';
import { MENSAGENS_MEMBROS } from './membros.ts';
import { MENSAGENS } from './mensagens.ts';
import { MENSAGENS_PRIVACIDADE } from './privacidade.ts';
import { MENSAGENS_PROPOSTAS } from './propostas.ts';
import { MENSAGENS_SOLICITACOES } from './solicitacoes.ts';
import { MENSAGENS_VERSAO } from './versoes.ts';
import { MENSAGENS_GOVBR, MOTIVOS_FALHA_GOVBR, isMotivoFalhaGovbr } from './govbr.ts';
import { MENSAGENS_CONTEUDO_HOSTIL } from './conteudo-hostil.ts';

describe('MENSAGENS', () => {
  it('não repete chave entre os grupos, para nenhuma mensagem sobrescrever outra', () => {
    const grupos = [
      MENSAGENS_CAMPOS,
      MENSAGENS_ACESSO,
      MENSAGENS_ARQUIVOS,
      MENSAGENS_PROPOSTAS,
      MENSAGENS_EQUIPE,
      MENSAGENS_MEMBROS,
      MENSAGENS_EMAIL,
      MENSAGENS_AVALIACAO,
      MENSAGENS_CALENDARIO,
      MENSAGENS_VERSAO,
      MENSAGENS_SOLICITACOES,
      MENSAGENS_PRIVACIDADE,
      MENSAGENS_ASSINATURA,
      MENSAGENS_GOVBR,
      MENSAGENS_CONTEUDO_HOSTIL,
      MENSAGENS_GESTOR,
      MENSAGENS_INTERESSE,
      MENSAGENS_MERCADO,
    ];
    const total = grupos.reduce((soma, grupo) => soma + Object.keys(grupo).length, 0);
    expect(Object.keys(MENSAGENS)).toHaveLength(total);
  });

  it('traz os textos do catálogo de erros da especificação', () => {
    expect(MENSAGENS.emailInvalido).toBe('Digite um e-mail válido!');
    expect(MENSAGENS.camposInvalidos).toBe('Existem campos inválidos!');
    expect(MENSAGENS.erroVerificarUsuario).toBe('Erro inesperado ao verificar usuário!');
    expect(MENSAGENS.erroAutenticacao).toBe('Erro inesperado ao fazer autenticação!');
    expect(MENSAGENS.termosNaoAceitos).toBe('É necessário aceitar os termos e condições.');
    expect(MENSAGENS.limiteArquivosPorCategoria).toBe(
      'Permitido apenas 10 arquivos por categoria!',
    );
    expect(MENSAGENS.tempoEsgotadoPdf).toBe(
      'Tempo esgotado. O PDF não foi gerado em 15 segundos. Tente novamente mais tarde.',
    );
  });

  it('monta os modelos com nome do arquivo e progresso', () => {
    expect(MENSAGENS.enviandoArquivos(2, 5)).toBe('Enviando 2/5 arquivos...');
    expect(MENSAGENS.enviandoArquivo('foto.png')).toBe('Enviando arquivo foto.png...');
    expect(MENSAGENS.arquivoTipoNaoPermitido('a.exe')).toBe(
      'O arquivo a.exe não é do tipo permitido!',
    );
    expect(MENSAGENS.arquivoMaiorQue2MB('grande.pdf')).toBe(
      'O arquivo grande.pdf é maior que 2MB!',
    );
    expect(MENSAGENS.falhaRegistrarArquivo('b.pdf')).toBe('Falha ao registrar arquivo b.pdf');
  });

  it('acrescenta a falha do comprovante à mensagem do servidor', () => {
    expect(MENSAGENS.comFalhaEnvioArquivo('Usuário cadastrado.')).toBe(
      'Usuário cadastrado. Falha ao enviar o arquivo.',
    );
  });

  it('informa o limite de caracteres e a regra de senha', () => {
    expect(MENSAGENS.maximoCaracteres(80)).toBe('Máximo de 80 caracteres.');
    expect(MENSAGENS.senhaRegra).toContain('8 caracteres');
    expect(MENSAGENS.senhaRegra).toContain('@$!_%*?&');
  });

  it('lista os domínios de e-mail institucional aceitos', () => {
    expect(MENSAGENS.emailInstitucional(['ipt.br'])).toBe(
      'Use um e-mail institucional (domínios permitidos: ipt.br).',
    );
    expect(MENSAGENS.emailInstitucional(['ipt.br', 'sp.gov.br'])).toBe(
      'Use um e-mail institucional (domínios permitidos: ipt.br, sp.gov.br).',
    );
  });

  it('cada motivo de uma entrada com gov.br que falhou tem a sua frase; outro valor não é motivo', () => {
    for (const frase of Object.values(MOTIVOS_FALHA_GOVBR)) expect(frase).toMatch(/gov\.br|CPF/);
    expect(isMotivoFalhaGovbr('cancelado')).toBe(true);
    expect(isMotivoFalhaGovbr('toString')).toBe(false);
    expect(isMotivoFalhaGovbr('<script>')).toBe(false);
  });
});
