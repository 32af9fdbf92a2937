import { Stack, Text } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useFormulario } from '@/components/form/use-formulario';
import { recarregarSessao } from '@/hooks/use-sessao';
import { mostrarRecusa } from '@/lib/issues-formulario';
import { cadastrarGestorPeloGovbr } from '../api/cadastrar-gestor-govbr';
import {
  gestorGovbrSchema,
  type GestorGovbrSaida,
  type GestorGovbrValores,
} from '../schemas/gestor-cadastro-schema';
import { EnvioCadastroGestor } from './envio-cadastro-gestor';
import { CamposVinculoGestor } from './campos-vinculo-gestor';

const CAMPOS = ['municipioId', 'cargo', 'telefoneInstitucional', 'aceiteLGPD'];

/**
 * The first gov.br sign-in of a manager without an account: name, e-mail and CPF come from
 * gov.br (shown above, read-only), so only the tie to the municipality and the terms are asked.
 */
export function GestorGovbrForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { form, aviso, setAviso, enviar } = useFormulario<GestorGovbrValores, GestorGovbrSaida>(
    gestorGovbrSchema,
    {
      defaultValues: {
        estadoId: null,
        municipioId: null,
        cargo: '',
        telefoneInstitucional: '',
        aceiteLGPD: false,
      },
    },
  );

  const concluir = async ({ estadoId: _estado, ...dados }: GestorGovbrSaida) => {
    try {
      const sessao = await cadastrarGestorPeloGovbr(dados);
      await recarregarSessao(queryClient);
      navigate(sessao.destino, { replace: true });
    } catch (erro) {
      mostrarRecusa(erro, form.setError, CAMPOS, setAviso);
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={enviar(concluir)} noValidate>
        <Stack gap="md">
          <Text>
            Não há conta com o e-mail da sua conta gov.br. Informe o município em que atua e o seu
            cargo para criar a sua conta de gestor público; você entrará sempre com o gov.br.
          </Text>
          <CamposVinculoGestor />
          <EnvioCadastroGestor aviso={aviso} onFecharAviso={() => setAviso(null)} />
        </Stack>
      </form>
    </FormProvider>
  );
}
