import { fireEvent, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderComProviders } from '@/test/render';
import { telefoneVazio, type FormularioComEmpresa } from './formulario-cadastro';
import { ListaTelefones } from './lista-telefones';

function Formulario() {
  const form = useForm<FormularioComEmpresa>({
    defaultValues: { telefones: [telefoneVazio()] },
  });
  return (
    <FormProvider {...form}>
      <ListaTelefones />
    </FormProvider>
  );
}

const descricao = (campo: HTMLElement) =>
  document.getElementById(campo.getAttribute('aria-describedby') ?? '')?.textContent;

describe('lista de telefones', () => {
  it('não pede tipo: o número diz se é celular ou fixo, no desenho que se lê', () => {
    renderComProviders(<Formulario />);
    expect(screen.queryByRole('combobox')).toBeNull();
    const campo = screen.getByRole('textbox', { name: /^Telefone 1/ }) as HTMLInputElement;
    expect(descricao(campo)).toBe('Com DDD: 11 dígitos para celular, 10 para fixo.');

    fireEvent.change(campo, { target: { value: '1133334444' } });
    expect(campo.value).toBe('(11) 3333-4444');
    expect(descricao(campo)).toBe('Telefone fixo');

    fireEvent.change(campo, { target: { value: '11987654321' } });
    expect(campo.value).toBe('(11) 98765-4321');
    expect(descricao(campo)).toBe('Celular');
  });
});
