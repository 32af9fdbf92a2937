import { describe, expect, it, vi } from 'vitest';
import { CATEGORIAS_ANEXO, MENSAGENS } from '@portal/domain';
import {
  descreverArquivo,
  enviarEmSequencia,
  nomeCampoAnexo,
  verificarAnexos,
  type AnexoParaEnvio,
} from './anexos';

const fotos = CATEGORIAS_ANEXO.find((c) => c.caminho === 'fotos')!;
const portfolios = CATEGORIAS_ANEXO.find((c) => c.caminho.endsWith('/portfolios'))!;
const arquivo = (nome: string, tipo: string, tamanho = 10) =>
  new File([new Uint8Array(tamanho)], nome, { type: tipo });

describe('anexos', () => {
  it('nomeia o campo pelo último segmento do caminho da categoria', () => {
    expect(CATEGORIAS_ANEXO.map(nomeCampoAnexo)).toEqual([
      'fotos',
      'certificadosvalidacao',
      'comprovantesimplementacao',
      'portfolios',
      'relatoriosdesempenho',
      'relatoriosestudoscaso',
      'outros',
      'certificacoes',
      'premiosrecebidos',
    ]);
  });

  it('aceita PNG, JPEG e PDF nas fotos e só PDF nas outras categorias', () => {
    const png = arquivo('foto.png', 'image/png');
    expect(verificarAnexos(fotos, [png, arquivo('a.jpg', 'image/jpeg')])).toBeNull();
    expect(verificarAnexos(portfolios, [png])).toBe(MENSAGENS.arquivoTipoNaoPermitido('foto.png'));
    expect(verificarAnexos(portfolios, [arquivo('p.pdf', 'application/pdf')])).toBeNull();
  });

  it('recusa arquivo maior que 2 MB', () => {
    const grande = arquivo('grande.pdf', 'application/pdf', 2_097_153);
    expect(verificarAnexos(portfolios, [grande])).toBe(MENSAGENS.arquivoMaiorQue2MB('grande.pdf'));
    const limite = arquivo('limite.pdf', 'application/pdf', 2_097_152);
    expect(verificarAnexos(portfolios, [limite])).toBeNull();
  });

  it('permite 10 arquivos por categoria, contando os já enviados', () => {
    const pdfs = (n: number) =>
      Array.from({ length: n }, (_, i) => arquivo(`${i}.pdf`, 'application/pdf'));
    expect(verificarAnexos(portfolios, pdfs(10))).toBeNull();
    expect(verificarAnexos(portfolios, pdfs(11))).toBe(MENSAGENS.limiteArquivosPorCategoria);
    expect(verificarAnexos(portfolios, pdfs(2), 9)).toBe(MENSAGENS.limiteArquivosPorCategoria);
  });

  it('descreve imagem como tipo 5 e PDF como tipo 4', () => {
    expect(descreverArquivo(arquivo('a.png', 'image/png'))).toEqual({
      tipoDoArquivo: 5,
      tipo: 'image/png',
    });
    expect(descreverArquivo(arquivo('a.pdf', ''))).toEqual({
      tipoDoArquivo: 4,
      tipo: 'application/pdf',
    });
  });

  it('envia um de cada vez, tenta de novo uma vez e devolve só o que falhou duas vezes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const anexos: AnexoParaEnvio[] = ['a.pdf', 'b.pdf', 'c.pdf'].map((nome) => ({
      categoria: portfolios,
      arquivo: arquivo(nome, 'application/pdf'),
    }));
    const tentativas: string[] = [];
    const progresso: string[] = [];
    const falhas = await enviarEmSequencia(
      anexos,
      async ({ arquivo: a }) => {
        tentativas.push(a.name);
        const vezes = tentativas.filter((n) => n === a.name).length;
        if (a.name === 'b.pdf' && vezes === 1) throw new Error('rede');
        if (a.name === 'c.pdf') throw new Error('sempre');
      },
      (i, n) => progresso.push(MENSAGENS.enviandoArquivos(i, n)),
    );
    expect(tentativas).toEqual(['a.pdf', 'b.pdf', 'b.pdf', 'c.pdf', 'c.pdf']);
    expect(progresso).toEqual([
      'Enviando 1/3 arquivos...',
      'Enviando 2/3 arquivos...',
      'Enviando 3/3 arquivos...',
    ]);
    expect(falhas.map((f) => f.arquivo.name)).toEqual(['c.pdf']);
  });
});
