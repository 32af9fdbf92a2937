import { fireEvent, screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { CriterioRubrica, RascunhoAvaliacao } from '@portal/domain';
import { renderComProviders } from '@/test/render';
import { CampoNota } from './campo-nota';

const CRITERIO: CriterioRubrica = {
  codigo: 'C1',
  nome: 'Aderência',
  orientacao: '',
  peso: 1,
  escalaMinima: 0,
  escalaMaxima: 5,
};

function Formulario() {
  const form = useForm<RascunhoAvaliacao>({
    defaultValues: {
      notas: { C1: { nota: null, justificativa: '' } },
      recomendacao: null,
      fundamentacao: '',
    },
  });
  const nota = useWatch({ control: form.control, name: 'notas.C1.nota' });
  return (
    <>
      <CampoNota control={form.control} criterio={CRITERIO} />
      {/* What the form holds, for the test to read. */}
      <output data-testid="nota">{String(nota)}</output>
    </>
  );
}

const digitar = (texto: string) => {
  const campo = screen.getByRole('textbox', { name: /Nota \(0 a 5\)/ });
  fireEvent.change(campo, { target: { value: texto } });
  fireEvent.blur(campo);
  return campo as HTMLInputElement;
};

describe('nota de um critério', () => {
  it('diz a regra da escala na descrição do campo', () => {
    renderComProviders(<Formulario />);
    expect(
      screen.getByRole('textbox', { name: /Nota/ }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(screen.getByText('Use notas inteiras de 0 a 5.')).toBeTruthy();
  });

  it.each(['4,5', '4.5', '4e0', '-1', '6'])(
    'mostra %s como foi digitado, com a regra como erro, e não guarda nota',
    (texto) => {
      renderComProviders(<Formulario />);
      const campo = digitar(texto);
      expect(campo.value).toBe(texto);
      expect(campo.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getAllByText('Use notas inteiras de 0 a 5.')).toHaveLength(2);
      expect(screen.getByTestId('nota').textContent).toBe('NaN');
    },
  );

  it('guarda a nota inteira da escala, sem erro', () => {
    renderComProviders(<Formulario />);
    const campo = digitar('4');
    expect(campo.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getAllByText('Use notas inteiras de 0 a 5.')).toHaveLength(1);
    expect(screen.getByTestId('nota').textContent).toBe('4');
  });
});
