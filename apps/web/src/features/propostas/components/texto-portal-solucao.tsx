import { Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  CAMPOS_TEXTO_PORTAL,
  formatarDataHora,
  keyWordsTextoSchema,
  LIMITES_TEXTO_PORTAL,
  STATUS_PROPOSTA,
  type TextoPortal,
  textoPortalSchema,
  type TextosDaSolucao,
} from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { useFormulario } from '@/components/form/use-formulario';
import { SecaoLeitura } from '@/components/leitura/secao-leitura';
import {
  camposDeLeitura,
  comoLeitura,
  rotuloTextoPortal,
  salvarTextoPortal,
  textoPortalQuery,
} from '@/hooks/texto-portal';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';

/** The editor types keywords as the company's form does: one text, commas between. */
const edicaoSchema = textoPortalSchema.extend({ keyWords: keyWordsTextoSchema });
type Valores = Record<keyof TextoPortal, string>;

const valoresDe = (texto: Record<string, unknown>): Valores =>
  Object.fromEntries(
    CAMPOS_TEXTO_PORTAL.map((campo) => [campo, comoLeitura(texto[campo]) ?? '']),
  ) as Valores;

function Editor({ propostaId, textos }: { propostaId: string; textos: TextosDaSolucao }) {
  const queryClient = useQueryClient();
  const { form, aviso, setAviso, enviar } = useFormulario<Valores, z.infer<typeof edicaoSchema>>(
    edicaoSchema,
    { defaultValues: valoresDe(textos.portal ?? textos.assinado) },
  );
  const assinado = valoresDe(textos.assinado);
  const salvar = enviar(async (texto) => {
    try {
      const resposta = await salvarTextoPortal(propostaId, texto, textos.versao);
      await queryClient.invalidateQueries({ queryKey: ['texto-portal', propostaId] });
      setAviso({ tipo: 'sucesso', mensagem: resposta.message });
    } catch (erro) {
      setAviso({
        tipo: 'erro',
        mensagem: erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO,
      });
    }
  });
  return (
    <form onSubmit={salvar} noValidate aria-label="Texto para o portal">
      <Stack gap="md">
        {CAMPOS_TEXTO_PORTAL.map((campo) => (
          <Stack key={campo} gap={4}>
            <CampoTextoLongo
              control={form.control}
              name={campo}
              label={rotuloTextoPortal(campo)}
              maxLength={LIMITES_TEXTO_PORTAL[campo]}
              minRows={campo === 'titulo' || campo === 'keyWords' ? 1 : 2}
            />
            <Text size="sm" c="gray.8" style={{ whiteSpace: 'pre-line' }}>
              <strong>Assinado pela empresa:</strong> {assinado[campo] || '(vazio)'}
            </Text>
          </Stack>
        ))}
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
          >
            Salvar texto para o portal
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The text the portal publishes: edited by staff in 'Revisão de Texto para o Portal',
 * each field with the company's signed text under it; afterwards shown as published, with who
 * changed which fields.
 */
export function TextoPortalSolucao({ propostaId, status }: { propostaId: string; status: number }) {
  const { data, isPending, isError } = useQuery(textoPortalQuery(propostaId));
  const emRevisao = status === STATUS_PROPOSTA.REVISAO_DE_TEXTO_PARA_O_PORTAL;
  if (!emRevisao && !data?.portal) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="titulo-texto-portal"
    >
      <Title order={2} fz="h4" c="azulSp.9" mb="xs" id="titulo-texto-portal">
        Texto para o portal
      </Title>
      <Text size="sm" c="gray.8" mb="md">
        O catálogo público mostra este texto; o formulário assinado pela empresa não muda.
      </Text>
      {isPending ? (
        <Skeleton height={120} />
      ) : isError ? (
        <Text size="sm" c="var(--mantine-color-error)">
          Não foi possível carregar o texto para o portal.
        </Text>
      ) : (
        <Stack gap="md">
          {emRevisao ? (
            <Editor propostaId={propostaId} textos={data} />
          ) : (
            <SecaoLeitura titulo="Texto publicado" campos={camposDeLeitura(data.portal!)} />
          )}
          {data.alteracoes.length > 0 && (
            <div>
              <Text fw={700} mb={4}>
                Alterações
              </Text>
              <List size="sm" spacing={4}>
                {data.alteracoes.map((a) => (
                  <List.Item key={a.versao}>
                    {a.nome}, {formatarDataHora(a.alteradaEm)}:{' '}
                    {a.campos.map(rotuloTextoPortal).join(', ')}
                  </List.Item>
                ))}
              </List>
            </div>
          )}
        </Stack>
      )}
    </Paper>
  );
}
