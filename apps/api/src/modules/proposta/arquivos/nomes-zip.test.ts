import { describe, expect, it } from 'vitest';
import { caminhosUnicos, nomeSeguro, ordemDaPasta, pastaDoContexto } from './nomes-zip.ts';

describe('nomes dentro do zip', () => {
  it('usa o nome da categoria como pasta', () => {
    expect(pastaDoContexto(10)).toBe('Fotos da solução');
    expect(pastaDoContexto(12)).toBe('PDF assinado');
    expect(pastaDoContexto(13)).toBe('Empresa');
    expect(ordemDaPasta('Fotos da solução')).toBeLessThan(ordemDaPasta('Empresa'));
  });

  it('tira separadores e caracteres que o Windows não aceita', () => {
    expect(nomeSeguro('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(nomeSeguro('relatório: "final"?.pdf')).toBe('relatório_ _final__.pdf');
    expect(nomeSeguro('...')).toBe('arquivo');
    expect(nomeSeguro('  ')).toBe('arquivo');
  });

  it('numera nomes repetidos na mesma pasta, sem diferenciar maiúsculas', () => {
    expect(
      caminhosUnicos([
        { pasta: 'Fotos', nome: 'foto.png' },
        { pasta: 'Fotos', nome: 'Foto.png' },
        { pasta: 'Fotos', nome: 'foto.png' },
        { pasta: 'Outros', nome: 'foto.png' },
        { pasta: 'Fotos', nome: 'leia-me' },
        { pasta: 'Fotos', nome: 'leia-me' },
      ]),
    ).toEqual([
      'Fotos/foto.png',
      'Fotos/Foto (2).png',
      'Fotos/foto (3).png',
      'Outros/foto.png',
      'Fotos/leia-me',
      'Fotos/leia-me (2)',
    ]);
  });
});
