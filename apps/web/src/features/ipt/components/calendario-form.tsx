import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { TOLERANCIA_MAXIMA_MINUTOS, type CalendarioEntrada } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoTexto } from '@/components/form/campo-texto';
import { useFormulario } from '@/components/form/use-formulario';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { aplicarIssues } from '@/lib/issues-formulario';
import { useSalvarCalendario } from '../api/calendario';
import { calendarioFormSchema, type CalendarioValores } from '../schemas/calendario-schema';

const CAMPOS = [
  'aberturaInscricoes',
  'prazoEnvio',
  'toleranciaMinutos',
  'divulgacaoResultados',
] as const;

const valoresDe = (calendario: CalendarioEntrada | null): CalendarioValores => ({
  aberturaInscricoes: calendario?.aberturaInscricoes ?? '',
  prazoEnvio: calendario?.prazoEnvio ?? '',
  toleranciaMinutos: String(calendario?.toleranciaMinutos ?? 0),
  divulgacaoResultados: calendario?.divulgacaoResultados ?? '',
});

/** The call's dates, always in São Paulo time (the public notice's). */
export function CalendarioForm({ calendario }: { calendario: CalendarioEntrada | null }) {
  const salvar = useSalvarCalendario();
  const { form, aviso, setAviso, enviar } = useFormulario<CalendarioValores, CalendarioEntrada>(
    calendarioFormSchema,
    { defaultValues: valoresDe(calendario) },
  );

  const aoEnviar = enviar(async (dados) => {
    try {
      const resposta = await salvar.mutateAsync(dados);
      setAviso({ tipo: 'sucesso', mensagem: resposta.message });
    } catch (erro) {
      if (!(erro instanceof ApiError)) {
        setAviso({ tipo: 'erro', mensagem: MENSAGEM_ERRO_INESPERADO });
        return;
      }
      if (!aplicarIssues(erro.issues, form.setError, CAMPOS)) {
        setAviso({ tipo: 'erro', mensagem: erro.message });
      }
    }
  });

  return (
    <form onSubmit={aoEnviar} noValidate aria-label="Calendário da chamada">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CampoTexto
            control={form.control}
            name="aberturaInscricoes"
            type="datetime-local"
            label="Abertura das inscrições"
            description="Data e hora de São Paulo."
            required
          />
          <CampoTexto
            control={form.control}
            name="prazoEnvio"
            type="datetime-local"
            label="Prazo para envio do PDF assinado"
            description="Data e hora de São Paulo."
            required
          />
          <CampoTexto
            control={form.control}
            name="toleranciaMinutos"
            type="number"
            min={0}
            max={TOLERANCIA_MAXIMA_MINUTOS}
            label="Tolerância após o prazo (minutos)"
            description="Envios ainda aceitos depois do prazo; 0 para nenhuma."
            required
          />
          <CampoTexto
            control={form.control}
            name="divulgacaoResultados"
            type="date"
            label="Divulgação dos resultados"
            description="Opcional."
          />
        </SimpleGrid>
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={salvar.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
          >
            Salvar calendário
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
