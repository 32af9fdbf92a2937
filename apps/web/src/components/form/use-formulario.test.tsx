import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { formatarCep, MENSAGENS, textoObrigatorio } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { renderComProviders } from '@/test/render';
import { CampoTexto } from './campo-texto';
import { caminhosDosCampos, useFormulario } from './use-formulario';

const schema = z.object({
  nome: textoObrigatorio(100),
  endereco: z.object({ cep: textoObrigatorio() }),
});
type Valores = z.infer<typeof schema>;

function Formulario({ aoEnviar }: { aoEnviar: (dados: Valores) => void }) {
  const { form, aviso, enviar } = useFormulario<Valores, Valores>(schema, {
    defaultValues: { nome: '', endereco: { cep: '' } },
  });
  return (
    <form onSubmit={enviar(aoEnviar)} noValidate>
      <CampoTexto control={form.control} name="nome" label="Nome" />
      <CampoTexto
        control={form.control}
        name="endereco.cep"
        inputName="cep"
        label="CEP"
        mascara={formatarCep}
      />
      <Aviso aviso={aviso} />
      <output data-testid="tocados">{JSON.stringify(form.formState.touchedFields)}</output>
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('useFormulario', () => {
  it('lista os caminhos de todos os campos, dentro de objetos e listas', () => {
    expect(
      caminhosDosCampos({
        nome: '',
        telefones: [{ numero: '' }],
        empresa: { endereco: { cep: '' } },
      }),
    ).toEqual(['nome', 'telefones.0.numero', 'empresa.endereco.cep']);
  });

  it('avisa "Existem campos inválidos!", marca todos os campos e não envia', async () => {
    const aoEnviar = vi.fn();
    renderComProviders(<Formulario aoEnviar={aoEnviar} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    await screen.findByText(MENSAGENS.camposInvalidos);
    expect(screen.getAllByText(MENSAGENS.campoObrigatorio)).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText('Nome'));
    expect(JSON.parse(screen.getByTestId('tocados').textContent ?? '')).toEqual({
      nome: true,
      endereco: { cep: true },
    });
    expect(aoEnviar).not.toHaveBeenCalled();
  });

  it('aplica a máscara ao digitar e usa o nome da especificação no campo', async () => {
    const aoEnviar = vi.fn();
    renderComProviders(<Formulario aoEnviar={aoEnviar} />);
    const cep = screen.getByLabelText('CEP');
    expect(cep.getAttribute('name')).toBe('cep');
    fireEvent.change(cep, { target: { value: '01310100' } });
    expect(cep).toHaveProperty('value', '01310-100');

    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(aoEnviar).toHaveBeenCalled());
    expect(aoEnviar.mock.calls[0]?.[0]).toEqual({ nome: 'Ana', endereco: { cep: '01310-100' } });
  });
});
