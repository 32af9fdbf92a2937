import { describe, expect, it } from 'vitest';
import { avisoDoEnvioAssinado } from './aviso-assinatura';

describe('avisoDoEnvioAssinado', () => {
  it('o envio é um sucesso numa frase; a assinatura verificada, uma linha sua', () => {
    expect(
      avisoDoEnvioAssinado('Semáforos', {
        veredito: 'verificada',
        rotulo: 'Assinatura verificada',
        motivos: [],
      }),
    ).toEqual({
      tipo: 'sucesso',
      titulo: 'PDF assinado enviado',
      mensagem: 'A solução "Semáforos" segue para avaliação.',
      detalhe: {
        tipo: 'sucesso',
        texto: 'Assinatura verificada: é do responsável legal, no PDF gerado pelo portal.',
      },
    });
  });

  it('a conferir: a linha da assinatura em atenção, com os motivos; o envio segue um sucesso', () => {
    const aviso = avisoDoEnvioAssinado('Semáforos', {
      veredito: 'a_conferir',
      rotulo: 'Assinatura a conferir',
      motivos: ['Motivo um.', 'Motivo dois.'],
    });
    expect(aviso.tipo).toBe('sucesso');
    expect(aviso.detalhe).toEqual({
      tipo: 'atencao',
      texto:
        'Assinatura a conferir: a equipe do instituto vai conferi-la. Motivos: Motivo um. Motivo dois.',
    });
  });

  it('sem assinatura digital: informação, sem repetir o que o título já disse', () => {
    const aviso = avisoDoEnvioAssinado('Semáforos', {
      veredito: 'sem_assinatura',
      rotulo: 'Sem assinatura digital',
      motivos: [],
    });
    expect(aviso.detalhe).toEqual({
      tipo: 'info',
      texto:
        'Sem assinatura digital: a equipe do instituto verá que o arquivo foi assinado de outra forma.',
    });
  });

  it('sem veredito (verificação indisponível), só o envio', () => {
    expect(avisoDoEnvioAssinado('Semáforos', null).detalhe).toBeUndefined();
  });
});
