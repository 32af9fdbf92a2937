import { describe, expect, it } from 'vitest';
import { linksCompartilhamento } from './compartilhar';

const url = 'https://portal.example/fornecedores';
const texto = 'Chamada Pública n.º 001/2025 — Cidades Inteligentes';
const hrefDe = (rede: string) =>
  linksCompartilhamento(url, texto).find((l) => l.rede === rede)?.href ?? '';

describe('links de compartilhamento', () => {
  it('nomeia cada link pelo destino', () => {
    expect(linksCompartilhamento(url, texto).map((l) => l.rotulo)).toEqual([
      'Compartilhar no WhatsApp',
      'Compartilhar no LinkedIn',
      'Compartilhar no Facebook',
      'Compartilhar no X',
      'Compartilhar por e-mail',
    ]);
  });

  it('leva o endereço da página a cada rede, codificado', () => {
    const u = encodeURIComponent(url);
    expect(hrefDe('whatsapp')).toBe(`https://wa.me/?text=${encodeURIComponent(`${texto} ${url}`)}`);
    expect(hrefDe('linkedin')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${u}`);
    expect(hrefDe('facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`);
    expect(hrefDe('x')).toBe(
      `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(texto)}`,
    );
  });

  it('monta o e-mail com assunto e corpo', () => {
    const email = new URL(hrefDe('email'));
    expect(email.protocol).toBe('mailto:');
    expect(email.searchParams.get('subject')).toBe(texto);
    expect(email.searchParams.get('body')).toBe(`${texto}\n\n${url}`);
  });
});
