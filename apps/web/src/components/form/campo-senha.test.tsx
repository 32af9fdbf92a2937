import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { senhaSchema } from '@portal/domain';
import { renderComProviders } from '@/test/render';
import { CampoSenha } from './campo-senha';
import { useFormulario } from './use-formulario';

const schema = z.object({ senhaNova: senhaSchema });
type Valores = z.infer<typeof schema>;

function Formulario() {
  const { form, enviar } = useFormulario<Valores, Valores>(schema, {
    defaultValues: { senhaNova: '' },
  });
  return (
    <form onSubmit={enviar(() => undefined)} noValidate>
      <CampoSenha
        control={form.control}
        name="senhaNova"
        label="Nova senha"
        comDica
        textosDoUsuario={['Carla Mendes', 'carla@exemplo.com.br']}
      />
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('CampoSenha', () => {
  it('anuncia o erro e a dica a leitores de tela', async () => {
    renderComProviders(<Formulario />);
    const campo = screen.getByLabelText('Nova senha');
    expect(campo.getAttribute('aria-invalid')).toBeNull();
    const descricao = () =>
      (campo.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(descricao()).toEqual([expect.stringMatching(/^A senha deve conter: 8 caracteres/)]);

    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(campo.getAttribute('aria-invalid')).toBe('true'));
    expect(descricao()).toEqual(
      expect.arrayContaining(['Campo obrigatório.', expect.stringMatching(/^A senha deve conter/)]),
    );
  });

  it('confere, enquanto se digita, se a senha é fácil de adivinhar pelo nome da pessoa', async () => {
    renderComProviders(<Formulario />);
    const campo = screen.getByLabelText('Nova senha');
    const itemFacil = () => screen.getByText(/^não ser fácil de adivinhar/).closest('li')!;
    fireEvent.focus(campo);
    fireEvent.change(campo, { target: { value: 'Carla@2025' } });
    // Every item of the spec's rule is met; the dictionary one is not.
    await waitFor(() => expect(itemFacil().textContent).not.toMatch(/verificando/));
    expect(screen.getAllByText('(atendido)', { exact: false })).toHaveLength(5);
    expect(itemFacil().textContent).not.toMatch(/atendido/);

    fireEvent.change(campo, { target: { value: 'Girassol@Azul!84' } });
    await waitFor(() => expect(itemFacil().textContent).toMatch(/atendido/));
  });
});
