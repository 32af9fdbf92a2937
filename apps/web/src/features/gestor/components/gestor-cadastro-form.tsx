import { Anchor, Button, Grid, Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { FormProvider, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatarCpf, LIMITES, LIMITES_GESTOR } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoAceite } from '@/components/form/campo-aceite';
import { CampoSelect } from '@/components/form/campo-select';
import { CamposNovaSenha } from '@/components/form/campos-nova-senha';
import { CampoTexto } from '@/components/form/campo-texto';
import { useFormulario } from '@/components/form/use-formulario';
import { useEstados, useMunicipios } from '@/hooks/use-lookups';
import { recarregarSessao } from '@/hooks/use-sessao';
import { entrar } from '@/lib/entrar';
import { mostrarRecusa } from '@/lib/issues-formulario';
import { cadastrarGestor } from '../api/cadastrar-gestor';
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
  const estadoId = useWatch({ control: form.control, name: 'estadoId' });
  const textosDoUsuario = useWatch({ control: form.control, name: ['nome', 'email'] });
  const estados = useEstados();
  const municipios = useMunicipios(estadoId);

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

  const coluna = (sm: number) => ({ span: { base: 12, sm } });
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
          <Grid>
            <Grid.Col {...coluna(6)}>
              <CampoTexto
                control={form.control}
                name="cpf"
                label="CPF"
                mascara={formatarCpf}
                inputMode="numeric"
                placeholder="000.000.000-00"
                withAsterisk
              />
            </Grid.Col>
            <Grid.Col {...coluna(6)}>
              <CampoTexto
                control={form.control}
                name="cargo"
                label="Cargo ou função"
                maxLength={LIMITES_GESTOR.cargo}
                autoComplete="organization-title"
                withAsterisk
              />
            </Grid.Col>
            <Grid.Col {...coluna(6)}>
              <CampoSelect
                control={form.control}
                name="estadoId"
                label="Estado"
                opcoes={estados.data?.map((e) => ({
                  id: e.id,
                  descricao: `${e.descricao} (${e.sigla})`,
                }))}
                carregando={estados.isPending}
                falhou={estados.isError}
                searchable
                withAsterisk
                aoMudar={() => form.setValue('municipioId', null)}
              />
            </Grid.Col>
            <Grid.Col {...coluna(6)}>
              <CampoSelect
                control={form.control}
                name="municipioId"
                label="Município"
                opcoes={municipios.data}
                carregando={municipios.isFetching}
                falhou={municipios.isError}
                searchable
                withAsterisk
                disabled={!estadoId}
                placeholder={estadoId ? 'Digite para buscar o município' : 'Escolha antes o estado'}
              />
            </Grid.Col>
          </Grid>
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
          <CampoTexto
            control={form.control}
            name="telefoneInstitucional"
            label="Telefone institucional (opcional)"
            maxLength={LIMITES_GESTOR.telefone}
            autoComplete="tel"
            inputMode="tel"
          />
          <CamposNovaSenha control={form.control} textosDoUsuario={textosDoUsuario} cadastro />
          <CampoAceite
            control={form.control}
            name="aceiteLGPD"
            label="Li e aceito os termos e condições e autorizo o tratamento dos meus dados pessoais conforme a LGPD."
          />
          <Anchor href="/privacidade" target="_blank" rel="noopener" size="sm" underline="always">
            Aviso de privacidade (abre em outra aba)
          </Anchor>
          <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={form.formState.isSubmitting}
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          >
            Criar conta de gestor
          </Button>
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
