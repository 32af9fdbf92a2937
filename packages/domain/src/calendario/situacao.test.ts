import { describe, expect, it } from 'vitest';
import {
  recusaDoCalendario,
  situacaoInscricoes,
  textoSituacao,
  type Calendario,
} from './situacao.ts';

const calendario: Calendario = {
  aberturaInscricoes: '2026-11-02T12:00:00.000Z', // 02/11/2026 às 9h em São Paulo
  prazoEnvio: '2026-12-15T21:00:00.000Z', // 15/12/2026 às 18h
  toleranciaMinutos: 30,
  divulgacaoResultados: '2027-02-01',
};

const em = (instante: string, prorrogacao: string | null = null) =>
  situacaoInscricoes(calendario, new Date(instante), prorrogacao);

describe('situacaoInscricoes', () => {
  it('sem calendário a chamada se comporta como aberta', () => {
    const situacao = situacaoInscricoes(null, new Date());
    expect(situacao.fase).toBe('sem-calendario');
    expect(recusaDoCalendario(situacao, 'criar')).toBeNull();
    expect(textoSituacao(situacao)).toBe('Inscrições abertas.');
  });

  it('percorre as fases: antes da abertura, aberta, tolerância e encerrada', () => {
    expect(em('2026-11-02T11:59:59Z').fase).toBe('nao-aberta');
    expect(em('2026-11-02T12:00:00Z').fase).toBe('aberta');
    expect(em('2026-12-15T21:00:00Z').fase).toBe('aberta');
    expect(em('2026-12-15T21:00:01Z').fase).toBe('tolerancia');
    expect(em('2026-12-15T21:30:00Z').fase).toBe('tolerancia');
    expect(em('2026-12-15T21:30:01Z').fase).toBe('encerrada');
  });

  it('a prorrogação da empresa adia o prazo dela e recebe a mesma tolerância', () => {
    const situacao = em('2026-12-16T12:00:00Z', '2026-12-18T21:00:00Z');
    expect(situacao).toMatchObject({ fase: 'aberta', prorrogada: true });
    expect(situacao.encerramento).toBe('2026-12-18T21:30:00.000Z');
    expect(textoSituacao(situacao)).toBe(
      'Inscrições abertas para a sua empresa até 18/12/2026 às 18h (prazo prorrogado).',
    );
  });

  it('uma prorrogação anterior ao prazo geral não o encurta', () => {
    const situacao = em('2026-12-15T20:00:00Z', '2026-12-10T21:00:00Z');
    expect(situacao).toMatchObject({ fase: 'aberta', prorrogada: false });
    expect(situacao.prazo).toBe('2026-12-15T21:00:00.000Z');
  });
});

describe('recusaDoCalendario', () => {
  it('antes da abertura recusa só a criação, dizendo quando abre', () => {
    const situacao = em('2026-11-01T12:00:00Z');
    expect(recusaDoCalendario(situacao, 'criar')).toBe(
      'As inscrições ainda não foram abertas. Elas abrem em 02/11/2026 às 9h.',
    );
    expect(recusaDoCalendario(situacao, 'editar')).toBeNull();
  });

  it('na tolerância aceita tudo; encerrada recusa tudo, dizendo o prazo', () => {
    expect(recusaDoCalendario(em('2026-12-15T21:10:00Z'), 'criar')).toBeNull();
    for (const acao of ['criar', 'editar'] as const) {
      expect(recusaDoCalendario(em('2026-12-16T00:00:00Z'), acao)).toBe(
        'As inscrições foram encerradas em 15/12/2026 às 18h.',
      );
    }
  });

  it('o que o calendário geral aceita nenhuma prorrogação recusa', () => {
    // The server answers a company's write from the general calendar alone when it allows it,
    // and reads the extension only to overturn a refusal: this is what makes that sound. Every
    // boundary of both deadlines, a second either side, against extensions before, at and after
    // the general deadline.
    const limites = [
      '2026-11-02T12:00:00Z',
      '2026-12-15T21:00:00Z',
      '2026-12-15T21:30:00Z',
      '2026-12-18T21:00:00Z',
      '2026-12-18T21:30:00Z',
    ].map(Date.parse);
    const instantes = limites.flatMap((t) => [t - 1_000, t, t + 1_000]);
    const prorrogacoes = ['2026-12-10T21:00:00Z', '2026-12-15T21:00:00Z', '2026-12-18T21:00:00Z'];
    const contrarias: string[] = [];
    let aceitas = 0;
    for (const acao of ['criar', 'editar'] as const) {
      for (const t of instantes) {
        const agora = new Date(t);
        if (recusaDoCalendario(situacaoInscricoes(calendario, agora), acao) !== null) continue;
        aceitas += 1;
        for (const prorrogacao of prorrogacoes) {
          const recusa = recusaDoCalendario(
            situacaoInscricoes(calendario, agora, prorrogacao),
            acao,
          );
          if (recusa !== null) contrarias.push(`${acao} ${agora.toISOString()} ${prorrogacao}`);
        }
      }
    }
    expect(contrarias).toEqual([]);
    expect(aceitas).toBe(15);
  });
});

describe('textoSituacao', () => {
  it('diz onde a chamada está, em São Paulo', () => {
    expect(textoSituacao(em('2026-11-01T12:00:00Z'))).toBe(
      'Inscrições ainda não abertas: abrem em 02/11/2026 às 9h.',
    );
    expect(textoSituacao(em('2026-12-01T12:00:00Z'))).toBe(
      'Inscrições abertas até 15/12/2026 às 18h.',
    );
    expect(textoSituacao(em('2026-12-15T21:10:00Z'))).toBe(
      'O prazo terminou em 15/12/2026 às 18h; envios ainda aceitos até 15/12/2026 às 18h30.',
    );
    expect(textoSituacao(em('2026-12-20T12:00:00Z'))).toBe(
      'Inscrições encerradas em 15/12/2026 às 18h.',
    );
  });
});
