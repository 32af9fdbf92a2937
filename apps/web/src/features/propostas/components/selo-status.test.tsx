import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComProviders } from '@/test/render';
import { SeloStatus } from './selo-status';

describe('SeloStatus', () => {
  it('diz em palavras de quem é a vez, a cada leitor, e colore por ela', () => {
    renderComProviders(<SeloStatus idStatusProposta={6} leitor="empresa" />);
    screen.getByText('Sua vez');
    const selo = screen.getByText('Solicitações Feitas').closest('[data-vez]');
    expect(selo?.getAttribute('data-vez')).toBe('empresa');
  });

  it('conta à equipe que a solução está com a empresa', () => {
    renderComProviders(<SeloStatus idStatusProposta={1} leitor="equipe" />);
    expect(screen.getByText('Com a empresa').textContent).toBe('Com a empresa');
  });

  it('não legenda o histórico, que só lista os status por onde passou', () => {
    renderComProviders(<SeloStatus idStatusProposta={10} />);
    screen.getByText('Disponibilizada no Portal');
    expect(screen.queryByText('Concluída')).toBeNull();
  });
});
