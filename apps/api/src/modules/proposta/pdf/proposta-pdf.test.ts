import { juntarPalavrasChave } from '@portal/domain';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderPropostaPdf } from './proposta-pdf.ts';
import type { PropostaPdfDados } from './proposta-pdf-dados.ts';
import {
  exemploProposta,
  exemploPropostaMaxima,
  ULTIMAS_PALAVRAS,
} from './proposta-pdf.fixtures.ts';

/** The document's text with every run of white space made one space, as a reader sees it. */
const lerPdf = async (pdf: Buffer) => {
  const documento = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(documento, { mergePages: true });
  const { info } = await getMeta(documento);
  return { texto: text.replace(/\s+/g, ' '), paginas: totalPages, info };
};

const renderizar = async (dados: PropostaPdfDados) => lerPdf(await renderPropostaPdf(dados));

describe('renderPropostaPdf', () => {
  it('gera um PDF A4 com o cabeçalho do programa e a proposta', async () => {
    const pdf = await renderPropostaPdf(exemploProposta());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { texto } = await lerPdf(pdf);
    expect(texto).toContain(
      'Governo do Estado de São Paulo — Secretaria de Desenvolvimento Econômico',
    );
    expect(texto).toContain(
      'Chamada Pública n.º 001/2025 — Soluções Tecnológicas para Cidades Inteligentes',
    );
    expect(texto).toContain('Em parceria com o IPT — Instituto de Pesquisas Tecnológicas');
    expect(texto).toContain('Formulário de proposta de solução');
    expect(texto).toContain('CP-2025-000123');
    expect(texto).toContain('Semáforos que conversam');
  });

  it('identifica a empresa com CNPJ e CEP formatados', async () => {
    const { texto } = await renderizar(exemploProposta());
    expect(texto).toContain('Razão social Soluções Urbanas Ltda');
    expect(texto).toContain('Nome fantasia Cidade Viva');
    expect(texto).toContain('CNPJ 11.222.333/0001-81');
    expect(texto).toContain('Endereço Avenida Paulista, 1000, Conjunto 12');
    expect(texto).toContain('Município / UF São Paulo / SP');
    expect(texto).toContain('CEP 01310-100');
  });

  it('mostra cada seção com seus rótulos acentuados', async () => {
    const { texto } = await renderizar(exemploProposta());
    for (const rotulo of [
      'Identificação da solução',
      'Palavras-chave mobilidade, semáforos, tráfego',
      'Eixo temático Mobilidade Urbana',
      'Capacidade Semáforos Inteligentes',
      'Descrição técnica da solução',
      'Aplicação prática',
      'Requisitos técnicos e operacionais',
      'Limitações técnicas',
      'Modalidade de contratação',
      'Justificativa',
      'Benefícios diretos',
      'Relevância',
      'Histórico da solução',
      'Validação ou registro por terceiros Não',
      'Entidade responsável pela validação Não se aplica',
      'Cidades onde foi implementada Campinas e Sorocaba',
      'Suporte técnico no Brasil Sim',
      'Software como serviço (SaaS) Não informado',
      'Tempo médio entre falhas (MTBF)',
    ]) {
      expect(texto).toContain(rotulo);
    }
    expect(texto).not.toContain('Outros (especificar)');
  });

  it('lista os anexos pelo nome da categoria', async () => {
    const { texto } = await renderizar(exemploProposta());
    expect(texto).toContain('Anexos enviados');
    expect(texto).toContain('Fotos da solução (1) • cruzamento-piloto.jpg');
    expect(texto).toContain('Portfólios (1) • portfólio-2025.pdf');
  });

  it('diz "Nenhum anexo" quando não há anexos', async () => {
    const { texto } = await renderizar({ ...exemploProposta(), anexos: [] });
    expect(texto).toContain('Anexos enviados Nenhum anexo');
  });

  it('mostra "Outros (especificar)" quando a empresa descreve a capacidade', async () => {
    const dados = exemploProposta();
    dados.destino = { destino: 3, indiceDetalhe: 35, destinoOutro: 'Pedágio urbano' };
    const { texto } = await renderizar(dados);
    expect(texto).toContain('Capacidade Outros');
    expect(texto).toContain('Outros (especificar) Pedágio urbano');
  });

  it('mostra "Não informado" para capacidade desconhecida ou de outro eixo', async () => {
    for (const indiceDetalhe of [999, 6]) {
      const dados = exemploProposta();
      dados.destino = { destino: 3, indiceDetalhe };
      const { texto } = await renderizar(dados);
      expect(texto).toContain('Eixo temático Mobilidade Urbana Capacidade Não informado');
    }
  });

  it('termina com a declaração e o bloco de assinatura do representante legal', async () => {
    const { texto } = await renderizar(exemploProposta());
    expect(texto).toContain('declara, sob as penas da lei, que as informações prestadas');
    expect(texto).toContain('avaliação técnica da solução e, caso aprovada, a publicá-la');
    expect(texto).toContain('Local e data:');
    expect(texto).toMatch(
      /Maria da Conceição Araújo CPF: 529\.982\.247-25 Cargo: Diretora-presidente/,
    );
  });

  it('numera as páginas e repete código e data de geração no rodapé', async () => {
    const { texto, paginas } = await renderizar(exemploProposta());
    expect(paginas).toBeGreaterThan(1);
    for (let pagina = 1; pagina <= paginas; pagina++) {
      expect(texto).toContain(`Página ${pagina} de ${paginas}`);
    }
    // 13:45 UTC is 10:45 in São Paulo.
    expect(texto.split('Proposta CP-2025-000123 · Gerado em 10/03/2025 10:45')).toHaveLength(
      paginas + 1,
    );
  });

  it('grava título, autor e idioma nos metadados', async () => {
    const { info } = await renderizar(exemploProposta());
    expect(info).toMatchObject({
      Title: 'Semáforos que conversam',
      Author: 'Soluções Urbanas Ltda',
      Language: 'pt-BR',
    });
  });

  it('imprime acentos do português e troca o que a fonte não tem sem falhar', async () => {
    const dados = exemploProposta();
    dados.titulo = 'Ação, ônibus, óptica, êxito, índice, útil, põe, n.º 1 — “São Paulo” 🚦 → 中';
    const { texto } = await renderizar(dados);
    expect(texto).toContain('Ação, ônibus, óptica, êxito, índice, útil, põe, n.º 1 — “São Paulo”');
    expect(texto).toContain('“São Paulo” ? -> ?');
  });

  it('imprime por inteiro uma proposta com todos os campos no tamanho máximo', async () => {
    const dados = exemploPropostaMaxima();
    const inicio = performance.now();
    const pdf = await renderPropostaPdf(dados);
    const duracao = performance.now() - inicio;
    console.info(`proposta máxima: ${duracao.toFixed(0)} ms, ${pdf.length} bytes`);

    const { texto, paginas } = await lerPdf(pdf);
    expect(paginas).toBeGreaterThan(3);
    expect(texto).toContain(`Página ${paginas} de ${paginas}`);
    for (const palavra of Object.values(ULTIMAS_PALAVRAS)) expect(texto).toContain(palavra);
    expect(texto).toContain(juntarPalavrasChave(dados.keyWords));
    expect(texto).toContain('Capacidade Outros Outros (especificar) Gestão integrada');
    expect(texto).toContain('relatório-técnico-de-implementação-e-validação-9-10.pdf');
    // The signature block is the last thing printed: nothing after it was lost.
    expect(texto).toMatch(/CPF: 529\.982\.247-25 Cargo: .*Diretora/);
  });
});
