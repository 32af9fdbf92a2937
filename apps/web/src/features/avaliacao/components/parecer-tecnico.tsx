import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { formatarDataHora, LIMITES_AVALIACAO } from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { linkParecerEquipe, useAcaoParecer, useParecer } from '../api/parecer';
import type { EstadoParecer } from '../api/tipos';

interface ParecerTecnicoProps {
  propostaId: string;
  administrador: boolean;
}

/**
 * The technical opinion: the conclusion is edited until issue; the issued PDF never changes and
 * reaches the company only when an administrator releases it.
 */
export function ParecerTecnico({ propostaId, administrador }: ParecerTecnicoProps) {
  const { data: parecer } = useParecer(propostaId, true);
  // Out here, the answer to an action outlives the editor it restarts.
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  if (!parecer) return null;
  return (
    <Stack gap="sm">
      {/* A new saved conclusion restarts the editor from it. */}
      <EstadoDoParecer
        key={parecer.conclusao}
        propostaId={propostaId}
        administrador={administrador}
        parecer={parecer}
        setAviso={setAviso}
      />
      <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
    </Stack>
  );
}

function EstadoDoParecer({
  propostaId,
  administrador,
  parecer,
  setAviso,
}: ParecerTecnicoProps & {
  parecer: EstadoParecer;
  setAviso: (aviso: AvisoDados | null) => void;
}) {
  const acoes = useAcaoParecer(propostaId);
  const [conclusao, setConclusao] = useState(parecer.conclusao);

  const executar = async (acao: () => Promise<{ message: string }>) => {
    try {
      setAviso({ tipo: 'sucesso', mensagem: (await acao()).message });
    } catch (erro) {
      setAviso({
        tipo: 'erro',
        mensagem:
          erro instanceof ApiError
            ? (erro.issues[0]?.message ?? erro.message)
            : MENSAGEM_ERRO_INESPERADO,
      });
    }
  };

  return (
    <Stack gap="sm">
      {parecer.emitidoEm ? (
        <>
          <Text size="sm">
            Emitido em {formatarDataHora(parecer.emitidoEm)}
            {parecer.liberadoEm
              ? ` · liberado para a empresa em ${formatarDataHora(parecer.liberadoEm)}`
              : ' · ainda não liberado para a empresa'}
          </Text>
          <Group>
            <Anchor href={linkParecerEquipe(propostaId)} download>
              Baixar o parecer técnico (PDF)
            </Anchor>
            {administrador && !parecer.liberadoEm && (
              <Button
                onClick={() => void executar(() => acoes.liberar.mutateAsync())}
                loading={acoes.liberar.isPending}
              >
                Liberar para a empresa
              </Button>
            )}
          </Group>
        </>
      ) : administrador ? (
        <>
          <Textarea
            label="Conclusão do parecer"
            value={conclusao}
            onChange={(e) => setConclusao(e.currentTarget.value)}
            maxLength={LIMITES_AVALIACAO.conclusao}
            autosize
            minRows={3}
          />
          <Group>
            <Button
              variant="default"
              onClick={() => void executar(() => acoes.salvar.mutateAsync(conclusao))}
              loading={acoes.salvar.isPending}
            >
              Salvar conclusão
            </Button>
            <Button
              onClick={() =>
                void executar(async () => {
                  await acoes.salvar.mutateAsync(conclusao);
                  return acoes.emitir.mutateAsync();
                })
              }
              loading={acoes.emitir.isPending}
            >
              Emitir parecer
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            Depois de emitido, o parecer não pode ser alterado.
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          O parecer ainda não foi emitido.
        </Text>
      )}
    </Stack>
  );
}
