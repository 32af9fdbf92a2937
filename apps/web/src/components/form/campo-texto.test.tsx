import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { CampoTexto } from './campo-texto';

function Formulario() {
  const { control } = useForm({ defaultValues: { titulo: 'Semáforo' } });
  return <CampoTexto name="titulo" control={control} label="Título da solução" maxLength={80} />;
}

describe('CampoTexto', () => {
  it('usa o nome do campo da especificação e um rótulo visível', () => {
    render(
      <MantineProvider>
        <Formulario />
      </MantineProvider>,
    );
    const campo = screen.getByLabelText('Título da solução');
    expect(campo.getAttribute('name')).toBe('titulo');
    expect(campo).toHaveProperty('value', 'Semáforo');
    expect(campo.getAttribute('maxlength')).toBe('80');
  });
});
