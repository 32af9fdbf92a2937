import { useState } from 'react';
import { Button, Radio, Stack, Text } from '@mantine/core';
import { useController } from 'react-hook-form';
import {
  desfechoSchema,
  LIMITE_OBSERVACAO_DESFECHO,
  ROTULOS_DESFECHO,
  TIPOS_DESFECHO,
  type DesfechoEntrada,
  type TipoDesfecho,
} from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { AcoesDialogo, Dialogo } from '@/components/feedback/dialogo';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { useFormulario } from '@/components/form/use-formulario';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { useRegistrarDesfecho } from '../api/desfechos';

interface Valores {
  propostaId: string;
  tipo: TipoDesfecho | '';
  observacao: string;
}

/**
 * "Registrar desfecho": what came of the solution for the municipality. A later declaration
 * replaces it in the counts; none is erased.
 */
export function RegistrarDesfecho({
  propostaId,
  titulo,
  atual,
}: {
  propostaId: string;
  titulo: string;
  /** The declaration in force, to start from it. */
  atual?: TipoDesfecho;
}) {
  const [aberto, setAberto] = useState(false);
  const [registrado, setRegistrado] = useState<AvisoDados | null>(null);
  const registrar = useRegistrarDesfecho();
  const inicial: Valores = { propostaId, tipo: atual ?? '', observacao: '' };
  const { form, aviso, setAviso, enviar } = useFormulario<Valores, DesfechoEntrada>(
    desfechoSchema,
    { defaultValues: inicial },
  );
  const {
    field: { ref, value, onChange },
    fieldState: { error },
  } = useController({ control: form.control, name: 'tipo' });

  const fechar = () => {
    setAviso(null);
    setAberto(false);
  };
  const salvar = enviar(async (desfecho) => {
    try {
      const resposta = await registrar.mutateAsync(desfecho);
      setRegistrado({ tipo: 'sucesso', mensagem: resposta.message });
      fechar();
    } catch (erro) {
      setAviso({
        tipo: 'erro',
        mensagem: erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO,
      });
    }
  });

  return (
    <Stack gap="xs">
      <Button
        variant="light"
        onClick={() => {
          form.reset(inicial);
          setRegistrado(null);
          setAberto(true);
        }}
      >
        Registrar desfecho
      </Button>
      <Aviso aviso={registrado} onFechar={() => setRegistrado(null)} />
      <Dialogo opened={aberto} onClose={fechar} title="Registrar desfecho" size="lg">
        <form onSubmit={salvar} noValidate>
          <Stack gap="md">
            <Text size="sm">
              O que aconteceu com <strong>{titulo}</strong> no seu município? O desfecho entra nas
              estatísticas públicas do repositório só como contagem, sem o nome do município.
            </Text>
            <Radio.Group
              ref={ref}
              name="tipo"
              label="Desfecho"
              withAsterisk
              value={value}
              onChange={onChange}
              error={error?.message}
            >
              <Stack gap="xs" mt="xs">
                {TIPOS_DESFECHO.map((t) => (
                  <Radio key={t} value={t} label={ROTULOS_DESFECHO[t]} />
                ))}
              </Stack>
            </Radio.Group>
            <CampoTextoLongo
              control={form.control}
              name="observacao"
              label="Observação (opcional)"
              maxLength={LIMITE_OBSERVACAO_DESFECHO}
            />
            <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
            <AcoesDialogo onCancelar={fechar} enviando={form.formState.isSubmitting} />
          </Stack>
        </form>
      </Dialogo>
    </Stack>
  );
}
