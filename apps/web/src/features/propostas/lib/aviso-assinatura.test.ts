import { describe, expect, it } from 'vitest';
import { avisoDaAssinatura } from './aviso-assinatura';

describe('avisoDaAssinatura', () => {
  it('verificada: sucesso, sem motivos', () => {
    expect(
      avisoDaAssinatura('Arquivo enviado com sucesso!', {
        veredito: 'verificada',
        rotulo: 'Assinatura verificada',
        motivos: [],
      }),
    ).toEqual({
      tipo: 'sucesso',
      mensagem:
        'Arquivo enviado com sucesso! Assinatura verificada. A assinatura é do responsável legal, no PDF gerado pelo portal.',
    });
  });

  it('a conferir: atenção, com os motivos', () => {
    const aviso = avisoDaAssinatura('Arquivo enviado com sucesso!', {
      veredito: 'a_conferir',
      rotulo: 'Assinatura a conferir',
      motivos: ['Motivo um.', 'Motivo dois.'],
    });
    expect(aviso.tipo).toBe('atencao');
    expect(aviso.mensagem).toBe(
      'Arquivo enviado com sucesso! Assinatura a conferir. A equipe do instituto vai conferir a assinatura. Motivos: Motivo um. Motivo dois.',
    );
  });

  it('sem assinatura digital: informação', () => {
    const aviso = avisoDaAssinatura('Arquivo enviado com sucesso!', {
      veredito: 'sem_assinatura',
      rotulo: 'Sem assinatura digital',
      motivos: [],
    });
    expect(aviso.tipo).toBe('info');
    expect(aviso.mensagem).toMatch(/^Arquivo enviado com sucesso! Sem assinatura digital\./);
  });
});
