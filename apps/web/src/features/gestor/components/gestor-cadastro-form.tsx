import { Anchor, Group, Stack } from '@mantine/core';
import { FormProvider, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatarCpf, LIMITES } from '@portal/domain';
import { CamposNovaSenha } from '@/components/form/campos-nova-senha';
import { CampoTexto } from '@/components/form/campo-texto';
import { useFormulario } from '@/components/form/use-formulario';
import { recarregarSessao } from '@/hooks/use-sessao';
import { entrar } from '@/lib/entrar';
import { mostrarRecusa } from '@/lib/issues-formulario';
import { cadastrarGestor } from '../api/cadastrar-gestor';
import { EnvioCadastroGestor } from './envio-cadastro-gestor';
import { CamposVinculoGestor } from './campos-vinculo-gestor';
import {
  gestorCadastroSchema,
  type GestorCadastroSaida,
  type GestorCadastroValores,
} from '../schemas/gestor-cadastro-schema';

const CAMPOS = [
  'nome',
  'cpf',
  'email',
  'senhaNova',
  'confirmacaoSenha',
  'municipioId',
  'cargo',
  'telefoneInstitucional',
  'aceiteLGPD',
];

/** /gestor/cadastro: a municipal manager's account, then straight into the manager's area. */
export function GestorCadastroForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { form, aviso, setAviso, enviar } = useFormulario<
    GestorCadastroValores,
    GestorCadastroSaida
  >(gestorCadastroSchema, {
    defaultValues: {
      nome: '',
      cpf: '',
      email: '',
      senhaNova: '',
      confirmacaoSenha: '',
      estadoId: null,
      municipioId: null,
      cargo: '',
      telefoneInstitucional: '',
      aceiteLGPD: false,
    },
  });
  const textosDoUsuario = useWatch({ control: form.control, name: ['nome', 'email'] });

  // The state only filters the city list; the server reads the city's IBGE code.
  const concluir = async ({ estadoId: _estado, ...dados }: GestorCadastroSaida) => {
    try {
      await cadastrarGestor(dados);
      await entrar({ login: dados.email, SenhaAtual: dados.senhaNova });
    } catch (erro) {
      mostrarRecusa(erro, form.setError, CAMPOS, setAviso);
      return;
    }
    await recarregarSessao(queryClient);
    navigate('/gestor', { replace: true });
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={enviar(concluir)} noValidate>
        <Stack gap="md">
          <CampoTexto
            control={form.control}
            name="nome"
            label="Nome completo"
            maxLength={LIMITES.nomeUsuario}
            autoComplete="name"
            withAsterisk
            data-autofocus
          />
          <CampoTexto
            control={form.control}
            name="cpf"
            label="CPF"
            mascara={formatarCpf}
            inputMode="numeric"
            placeholder="000.000.000-00"
            withAsterisk
          />
          <CampoTexto
            control={form.control}
            name="email"
            label="E-mail institucional"
            description="Com e-mail de um órgão público (como prefeitura.sp.gov.br) o cadastro é verificado na hora; com outro, a equipe do portal verifica o vínculo."
            type="email"
            maxLength={LIMITES.email}
            autoComplete="email"
            withAsterisk
          />
          <CamposVinculoGestor />
          <CamposNovaSenha control={form.control} textosDoUsuario={textosDoUsuario} cadastro />
          <EnvioCadastroGestor aviso={aviso} onFecharAviso={() => setAviso(null)} />
          <Group justify="center">
            <Anchor component={Link} to="/login" size="sm">
              Já tenho conta
            </Anchor>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
