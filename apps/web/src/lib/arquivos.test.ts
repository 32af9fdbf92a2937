import { afterEach, describe, expect, it, vi } from 'vitest';
import { baixarBase64, nomeDeArquivo, tamanhoLegivel, verificarPdf } from './arquivos';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('tamanhoLegivel', () => {
  it('escreve o tamanho em KB ou MB', () => {
    expect(tamanhoLegivel(300)).toBe('1 KB');
    expect(tamanhoLegivel(1_572_864)).toBe('1,5 MB');
  });
});

describe('verificarPdf', () => {
  it('recusa o que não é PDF e o PDF maior que 2 MB com as palavras do domínio', () => {
    expect(verificarPdf(new File(['x'], 'foto.png', { type: 'image/png' }))).toBe(
      'O arquivo deve ser um PDF.',
    );
    const grande = new File([new Uint8Array(2_097_153)], 'edital.pdf', { type: 'application/pdf' });
    expect(verificarPdf(grande)).toBe('O arquivo edital.pdf é maior que 2MB!');
    expect(verificarPdf(new File(['%PDF'], 'edital.pdf', { type: 'application/pdf' }))).toBeNull();
  });
});

describe('nomeDeArquivo', () => {
  it('usa o título, trocando caracteres que nenhum sistema de arquivos aceita', () => {
    expect(nomeDeArquivo('Semáforo Inteligente', '.pdf')).toBe('Semáforo Inteligente.pdf');
    expect(nomeDeArquivo('IoT: sensores/atuadores?', '.pdf')).toBe('IoT- sensores-atuadores-.pdf');
    expect(nomeDeArquivo('   ', '.pdf')).toBe('arquivo.pdf');
  });
});

describe('baixarBase64', () => {
  it('recusa conteúdo vazio ou que não é base64', () => {
    expect(baixarBase64('', 'a.pdf', 'application/pdf')).toBe(false);
    expect(baixarBase64('%%%', 'a.pdf', 'application/pdf')).toBe(false);
  });

  it('baixa pelo link com o nome pedido', () => {
    const criar = vi.fn(() => 'blob:teste');
    URL.createObjectURL = criar;
    URL.revokeObjectURL = vi.fn();
    const clique = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    expect(baixarBase64(btoa('%PDF-1.4'), 'Solução.pdf', 'application/pdf')).toBe(true);
    expect(criar).toHaveBeenCalledOnce();
    const link = clique.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('Solução.pdf');
  });
});
