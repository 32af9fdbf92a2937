import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useController } from 'react-hook-form';
import { MOTIVO_PRORROGACAO_MAXIMO, type ProrrogacaoEntrada } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoTexto } from '@/components/form/campo-texto';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { useFormulario } from '@/components/form/use-formulario';
import { mostrarRecusa } from '@/lib/issues-formulario';
import { useProrrogar } from '../api/calendario';
import { useEmpresas } from '@/hooks/empresas';
import { prorrogacaoFormSchema, type ProrrogacaoValores } from '../schemas/calendario-schema';

const CAMPOS = ['empresaId', 'prazo', 'motivo'] as const;
const VAZIO: ProrrogacaoValores = { empresaId: '', prazo: '', motivo: '' };

/** Grants one company a later deadline; the reason is required and stays in the record. */
export function ProrrogacaoForm() {
  const prorrogar = useProrrogar();
  const empresas = useEmpresas();
  const { form, aviso, setAviso, enviar } = useFormulario<ProrrogacaoValores, ProrrogacaoEntrada>(
    prorrogacaoFormSchema,
    { defaultValues: VAZIO },
  );
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control: form.control, name: 'empresaId' });

  const aoEnviar = enviar(async (dados) => {
    try {
      const resposta = await prorrogar.mutateAsync(dados);
      form.reset(VAZIO);
      setAviso({ tipo: 'sucesso', mensagem: resposta.message });
    } catch (erro) {
      mostrarRecusa(erro, form.setError, CAMPOS, setAviso);
    }
  });

  return (
    <form onSubmit={aoEnviar} noValidate aria-label="Prorrogação para uma empresa">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            ref={ref}
            name="empresaId"
            label="Empresa"
            placeholder={empresas.isPending ? 'Carregando empresas…' : 'Digite para buscar'}
            searchable
            required
            nothingFoundMessage="Nenhuma empresa encontrada"
            data={(empresas.data ?? []).map((e) => ({
              value: e.id,
              label: `${e.nomeOficial} (${e.cnpj})`,
            }))}
            value={value || null}
            onChange={(valor) => onChange(valor ?? '')}
            onBlur={onBlur}
            error={error?.message}
          />
          <CampoTexto
            control={form.control}
            name="prazo"
            type="datetime-local"
            label="Novo prazo da empresa"
            description="Data e hora de São Paulo, depois do prazo geral."
            required
          />
        </SimpleGrid>
        <CampoTextoLongo
          control={form.control}
          name="motivo"
          label="Motivo"
          description="Por exemplo: indisponibilidade comprovada do portal."
          maxLength={MOTIVO_PRORROGACAO_MAXIMO}
          required
        />
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={prorrogar.isPending}
            leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
          >
            Conceder prorrogação
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
