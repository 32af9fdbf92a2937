import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { FormProvider, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { isEmailValido, LIMITES, MENSAGENS } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CamposNovaSenha } from '@/components/form/campos-nova-senha';
import { CampoTexto } from '@/components/form/campo-texto';
import { quandoSoltarOPonteiro } from '@/components/form/quando-soltar-o-ponteiro';
import { useFormulario } from '@/components/form/use-formulario';
import { verificarEmail } from '../api/verificar-email';
import { useCadastroIpt } from '../hooks/use-cadastro-ipt';
import {
  iptRegistroSchema,
  type IptRegistroSaida,
  type IptRegistroValores,
} from '../schemas/ipt-registro-schema';
import { TermosAceite } from './termos-aceite';

/**
 * Whether an e-mail already has any account, staff or supplier: one address is one person, so
 * a supplier's e-mail cannot become a staff login (spec §5, 'E-mail já cadastrado!').
 */
const emailEmUso = async (email: string): Promise<boolean> => {
  const [equipe, empresa] = await Promise.all([
    verificarEmail(email, 'ipt').catch(() => false),
    verificarEmail(email, 'empresa').catch(() => false),
  ]);
  return equipe || empresa;
};

/** /ipt/registro: name, e-mail, password and consent of a new staff member (spec §2, §5). */
export function IptRegistroForm({ emailInicial }: { emailInicial: string }) {
  const { form, aviso, setAviso, enviar } = useFormulario<IptRegistroValores, IptRegistroSaida>(
    iptRegistroSchema,
    {
      defaultValues: {
        nome: '',
        email: emailInicial,
        senhaNova: '',
        confirmacaoSenha: '',
        aceiteLGPD: false,
      },
    },
  );
  const concluir = useCadastroIpt(form, setAviso);
  const textosDoUsuario = useWatch({ control: form.control, name: ['nome', 'email'] });

  const verificarEmailExistente = async () => {
    const email = form.getValues('email').trim().toLowerCase();
    if (!isEmailValido(email)) return;
    const existe = await emailEmUso(email);
    await quandoSoltarOPonteiro();
    // Let the schema's own check of the blur finish first, or it would clear this message.
    await form.trigger('email');
    if (existe) form.setError('email', { type: 'server', message: MENSAGENS.emailJaCadastrado });
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
            name="email"
            label="E-mail"
            type="email"
            maxLength={LIMITES.email}
            autoComplete="email"
            withAsterisk
            onBlur={verificarEmailExistente}
          />
          <CamposNovaSenha control={form.control} textosDoUsuario={textosDoUsuario} cadastro />
          <TermosAceite />
          <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={form.formState.isSubmitting}
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          >
            Concluir cadastro
          </Button>
          <Group justify="center">
            <Anchor component={Link} to="/ipt" size="sm">
              Já tenho acesso
            </Anchor>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
