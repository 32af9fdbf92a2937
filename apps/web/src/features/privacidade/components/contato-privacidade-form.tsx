import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  contatoPrivacidadeSchema,
  type ContatoPrivacidade,
  type Privacidade,
} from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoTexto } from '@/components/form/campo-texto';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { useFormulario } from '@/components/form/use-formulario';
import { mostrarRecusa } from '@/lib/issues-formulario';
import { limiteDoCampo } from '@/lib/limite-do-campo';
import { useSalvarContatoPrivacidade } from '../api/privacidade';

type ContatoValores = Omit<ContatoPrivacidade, 'encarregadoTelefone'> & {
  encarregadoTelefone: string;
};

const CAMPOS = [
  'controladorNome',
  'controladorContato',
  'encarregadoNome',
  'encarregadoEmail',
  'encarregadoTelefone',
] as const;

const { shape } = contatoPrivacidadeSchema;

const valoresDe = ({ controlador, encarregado }: Privacidade): ContatoValores => ({
  controladorNome: controlador.nome,
  controladorContato: controlador.contato,
  encarregadoNome: encarregado.nome,
  encarregadoEmail: encarregado.email,
  encarregadoTelefone: encarregado.telefone ?? '',
});

/** Who answers for the data, as the privacy notice shows it (LGPD art. 41). */
export function ContatoPrivacidadeForm({ privacidade }: { privacidade: Privacidade }) {
  const salvar = useSalvarContatoPrivacidade();
  const { form, aviso, setAviso, enviar } = useFormulario<ContatoValores, ContatoPrivacidade>(
    contatoPrivacidadeSchema,
    { defaultValues: valoresDe(privacidade) },
  );

  const aoEnviar = enviar(async (contato) => {
    try {
      const resposta = await salvar.mutateAsync(contato);
      setAviso({ tipo: 'sucesso', mensagem: resposta.mensagem });
    } catch (erro) {
      mostrarRecusa(erro, form.setError, CAMPOS, setAviso);
    }
  });

  return (
    <form onSubmit={aoEnviar} noValidate aria-label="Controlador e encarregado">
      <Stack gap="md">
        <CampoTexto
          control={form.control}
          name="controladorNome"
          label="Controlador"
          description="O órgão que decide sobre o tratamento dos dados."
          maxLength={limiteDoCampo(shape.controladorNome)}
          withAsterisk
        />
        <CampoTextoLongo
          control={form.control}
          name="controladorContato"
          label="Contato do controlador"
          minRows={2}
          maxLength={limiteDoCampo(shape.controladorContato)}
          withAsterisk
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <CampoTexto
            control={form.control}
            name="encarregadoNome"
            label="Nome do encarregado"
            maxLength={limiteDoCampo(shape.encarregadoNome)}
            withAsterisk
          />
          <CampoTexto
            control={form.control}
            name="encarregadoEmail"
            label="E-mail do encarregado"
            type="email"
            maxLength={limiteDoCampo(shape.encarregadoEmail)}
            withAsterisk
          />
          <CampoTexto
            control={form.control}
            name="encarregadoTelefone"
            label="Telefone do encarregado (opcional)"
            type="tel"
            maxLength={limiteDoCampo(shape.encarregadoTelefone.unwrap().unwrap())}
          />
        </SimpleGrid>
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        <Button
          type="submit"
          loading={form.formState.isSubmitting}
          leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
          style={{ alignSelf: 'flex-start' }}
        >
          Salvar controlador e encarregado
        </Button>
      </Stack>
    </form>
  );
}
