import { describe, expect, it } from 'vitest';
import {
  formatarCep,
  formatarCnpj,
  formatarCpf,
  mascaraTelefone,
  MASCARAS,
  saudacao,
} from '../formatacao/index.ts';
import {
  CATEGORIAS_ANEXO,
  CONTEXTO_ARQUIVO,
  GERACAO_PDF,
  LIMITES,
  LIMITES_ARQUIVO,
  STATUS_PROPOSTA_LISTA,
  TAMANHO_PAGINA_SOLUCOES,
} from './index.ts';

/**
 * The specification's numbers, copied here by hand from its sections 3, 5 and 9. Every other
 * test may read the catalogue's constants; this one holds them still, so a changed context,
 * status or limit fails here even when all the code moved with it.
 */
describe('constantes da especificação', () => {
  it('cada categoria de anexo no seu contexto e caminho', () => {
    expect(CATEGORIAS_ANEXO.map((c) => [c.contexto, c.caminho])).toEqual([
      [10, 'fotos'],
      [1, 'documentosentregues/certificadosvalidacao'],
      [2, 'documentosentregues/comprovantesimplementacao'],
      [4, 'documentosentregues/portfolios'],
      [5, 'documentosentregues/relatoriosdesempenho'],
      [6, 'documentosentregues/relatoriosestudoscaso'],
      [3, 'documentosentregues/outros'],
      [7, 'historicosolucao/certificacoes'],
      [9, 'historicosolucao/premiosrecebidos'],
    ]);
    expect(CONTEXTO_ARQUIVO).toEqual({
      CERTIFICADOS_VALIDACAO: 1,
      COMPROVANTES_IMPLEMENTACAO: 2,
      OUTROS: 3,
      PORTFOLIOS: 4,
      RELATORIOS_DESEMPENHO: 5,
      RELATORIOS_ESTUDOS_CASO: 6,
      CERTIFICACOES: 7,
      PREMIOS_RECEBIDOS: 9,
      FOTOS: 10,
      PDF_GERADO: 11,
      FORM_ASSINADO: 12,
      PROVA_CNPJ: 13,
      DOCUMENTO_PROGRAMA: 20,
      PARECER_TECNICO: 21,
    });
  });

  it('os dez status da solução', () => {
    expect(STATUS_PROPOSTA_LISTA).toEqual([
      { id: 1, descricao: 'Aguardando Empresa' },
      { id: 2, descricao: 'Em Análise Prévia' },
      { id: 3, descricao: 'Aprovada' },
      { id: 4, descricao: 'Reprovada' },
      { id: 5, descricao: 'Em Avaliação' },
      { id: 6, descricao: 'Solicitações Feitas' },
      { id: 7, descricao: 'Parecer Técnico' },
      { id: 8, descricao: 'Parecer Técnico com DCT' },
      { id: 9, descricao: 'Revisão de Texto para o Portal' },
      { id: 10, descricao: 'Disponibilizada no Portal' },
    ]);
  });

  it('limites de texto', () => {
    expect(LIMITES).toMatchObject({
      titulo: 80,
      descricao: 300,
      keyWords: 255,
      campoTecnico: 777,
      modalidadeContratacao: 2000,
      cidadeImplementada: 400,
      tempoMedioAtendimento: 500,
      tempoGarantiaSolucao: 500,
      tempoMedioEntreFalhas: 500,
      experiencia: 500,
      nomeOficial: 300,
      nomeFantasia: 300,
      entidadeResponsavelValidacao: 200,
      email: 200,
      senha: 50,
      senhaMinimo: 8,
    });
  });

  it('arquivos: 2.097.152 bytes e 10 por categoria', () => {
    expect(LIMITES_ARQUIVO).toEqual({ tamanhoMaximoBytes: 2097152, arquivosPorCategoria: 10 });
  });

  it('lista de 20 por página; PDF consultado a cada 1 s por até 15 s', () => {
    expect(TAMANHO_PAGINA_SOLUCOES).toBe(20);
    expect(GERACAO_PDF).toEqual({ intervaloMs: 1000, tempoLimiteMs: 15000 });
  });

  it('máscaras', () => {
    expect(MASCARAS).toMatchObject({
      cpf: '000.000.000-00',
      cep: '00000-000',
      // The spec's '(00) 000-000-000' gave way to the layout Brazilians read (decision 044).
      telefoneCelular: '(00) 00000-0000',
      telefoneFixo: '(00) 0000-0000',
    });
    expect(formatarCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatarCpf('12345678909')).toBe('123.456.789-09');
    expect(formatarCep('01310100')).toBe('01310-100');
    expect(mascaraTelefone('11987654321')).toBe('(11) 98765-4321');
    expect(mascaraTelefone('1134567890')).toBe('(11) 3456-7890');
  });

  it('saudação muda às 12 h e às 18 h de São Paulo', () => {
    expect(saudacao(new Date('2026-03-10T11:59:59-03:00'))).toBe('Bom dia,');
    expect(saudacao(new Date('2026-03-10T12:00:00-03:00'))).toBe('Boa tarde,');
    expect(saudacao(new Date('2026-03-10T17:59:59-03:00'))).toBe('Boa tarde,');
    expect(saudacao(new Date('2026-03-10T18:00:00-03:00'))).toBe('Boa noite,');
    expect(saudacao(new Date('2026-03-11T00:01:00-03:00'))).toBe('Bom dia,');
  });
});
