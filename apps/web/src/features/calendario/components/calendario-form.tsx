import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  formatarData,
  formatarDataHoraExtenso,
  instanteDeSaoPaulo,
  rotuloCampoRegistro,
  TOLERANCIA_MAXIMA_MINUTOS,
  type CalendarioEntrada,
} from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { ConflitoVersao } from '@/components/feedback/conflito-versao';
import { CampoTexto } from '@/components/form/campo-texto';
import { useFormulario } from '@/components/form/use-formulario';
import { useVersaoEditada } from '@/hooks/use-versao-editada';
import type { DescricaoCampos } from '@/lib/conflito-versao';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { aplicarIssues } from '@/lib/issues-formulario';
import { configuracaoCalendarioQuery, useSalvarCalendario } from '../api/calendario';
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

const BOTAO_SALVAR = 'Salvar calendário';

/** What the list beside the form shows of another administrator's date. */
const CAMPOS_CALENDARIO: DescricaoCampos<CalendarioValores> = {
  campos: CAMPOS,
  rotulo: (campo) => rotuloCampoRegistro('calendario', campo),
  comoTexto: (campo, valor) => {
    if (campo === 'toleranciaMinutos') return `${valor} min`;
    if (campo === 'divulgacaoResultados') return formatarData(valor);
    return formatarDataHoraExtenso(instanteDeSaoPaulo(valor));
  },
};

/** The call's dates, always in São Paulo time (the public notice's). */
export function CalendarioForm({
  calendario,
  versao,
}: {
  calendario: CalendarioEntrada | null;
  versao: number;
}) {
  const salvar = useSalvarCalendario();
  const queryClient = useQueryClient();
  const { form, aviso, setAviso, enviar } = useFormulario<CalendarioValores, CalendarioEntrada>(
    calendarioFormSchema,
    { defaultValues: valoresDe(calendario) },
  );
  const versoes = useVersaoEditada({
    inicial: { valores: valoresDe(calendario), versao },
    campos: CAMPOS_CALENDARIO,
    carregarAtual: async () => {
      const atual = await queryClient.fetchQuery({ ...configuracaoCalendarioQuery, staleTime: 0 });
      return { valores: valoresDe(atual.calendario), versao: atual.versao };
    },
    botaoSalvar: BOTAO_SALVAR,
    setAviso,
  });

  const aoEnviar = enviar(async (dados) => {
    try {
      const resposta = await salvar.mutateAsync({ ...dados, versao: versoes.versao });
      versoes.salvou({ valores: form.getValues(), versao: resposta.versao });
      setAviso({ tipo: 'sucesso', mensagem: resposta.message });
    } catch (erro) {
      if (!(erro instanceof ApiError)) {
        setAviso({ tipo: 'erro', mensagem: MENSAGEM_ERRO_INESPERADO });
        return;
      }
      const conflito = versoes.recusou(erro);
      if (!aplicarIssues(erro.issues, form.setError, CAMPOS) || conflito) {
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
        <ConflitoVersao
          titulo="Outra pessoa salvou o calendário"
          {...versoes.conflito}
          onReaplicar={() => versoes.reaplicar(form.getValues(), form.reset)}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={salvar.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
          >
            {BOTAO_SALVAR}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
