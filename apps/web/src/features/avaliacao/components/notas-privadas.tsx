import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import {
  formatarDataHora,
  LIMITES_AVALIACAO,
  type NotaPrivadaPublicada as NotaPrivada,
} from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { useNotasPrivadas, usePublicarNota } from '../api/notas';
import { avisoDeErro } from '../lib/aviso-de-erro';

function NovaNota({
  propostaId,
  respostaA,
  rotulo,
  onPublicada,
}: {
  propostaId: string;
  respostaA: string | null;
  rotulo: string;
  onPublicada?: () => void;
}) {
  const publicar = usePublicarNota(propostaId);
  const [texto, setTexto] = useState('');
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  const enviar = async () => {
    try {
      await publicar.mutateAsync({ texto, respostaA });
      setTexto('');
      setAviso(null);
      onPublicada?.();
    } catch (erro) {
      setAviso(avisoDeErro(erro));
    }
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={rotulo}
        value={texto}
        onChange={(e) => setTexto(e.currentTarget.value)}
        maxLength={LIMITES_AVALIACAO.nota}
        autosize
        minRows={2}
      />
      <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
      <div>
        <Button
          size="xs"
          onClick={() => void enviar()}
          disabled={!texto.trim()}
          loading={publicar.isPending}
        >
          Publicar
        </Button>
      </div>
    </Stack>
  );
}

function ItemNota({
  nota,
  respostas,
  propostaId,
}: {
  nota: NotaPrivada;
  respostas: readonly NotaPrivada[];
  propostaId: string;
}) {
  const [respondendo, setRespondendo] = useState(false);
  return (
    <Paper withBorder p="sm" radius="sm">
      <Text size="xs" c="dimmed">
        {nota.autor.nome} · {formatarDataHora(nota.criadaEm)}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {nota.texto}
      </Text>
      <Stack
        gap="xs"
        mt="xs"
        pl="md"
        style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}
      >
        {respostas.map((r) => (
          <div key={r.id}>
            <Text size="xs" c="dimmed">
              {r.autor.nome} · {formatarDataHora(r.criadaEm)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {r.texto}
            </Text>
          </div>
        ))}
        {respondendo ? (
          <NovaNota
            propostaId={propostaId}
            respostaA={nota.id}
            rotulo="Resposta"
            onPublicada={() => setRespondendo(false)}
          />
        ) : (
          <Group>
            <Button size="compact-xs" variant="subtle" onClick={() => setRespondendo(true)}>
              Responder
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The staff-only thread: never shown to the company, never in the public catalogue. */
export function NotasPrivadas({ propostaId }: { propostaId: string }) {
  const { data: notas = [] } = useNotasPrivadas(propostaId);
  const raizes = notas.filter((n) => n.respostaA === null);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Visível só para a equipe do IPT; a empresa nunca vê estas notas.
      </Text>
      {raizes.map((nota) => (
        <ItemNota
          key={nota.id}
          nota={nota}
          propostaId={propostaId}
          respostas={notas.filter((n) => n.respostaA === nota.id)}
        />
      ))}
      <NovaNota propostaId={propostaId} respostaA={null} rotulo="Nova nota interna" />
    </Stack>
  );
}
