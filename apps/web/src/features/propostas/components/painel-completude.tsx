import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import {
  CAMINHO_FOTOS,
  completudeProposta,
  CONTEXTO_ARQUIVO,
  resumoCompletude,
} from '@portal/domain';
import { useContextoProposta } from '../hooks/use-contexto-proposta';
import { campoDoCaminho, paraProposta } from '../lib/formulario-proposta';

interface PainelCompletudeProps {
  enviadosPorContexto: Readonly<Record<number, number>>;
}

/**
 * What the solution still lacks before its PDF can be generated and signed, as it is typed: the
 * same rule the server applies, each missing field a link that takes the person to it. Nothing
 * here blocks saving; a half-done solution is kept on the server.
 */
export function PainelCompletude({ enviadosPorContexto }: PainelCompletudeProps) {
  const { control, setFocus } = useContextoProposta();
  const valores = useWatch({ control });
  const fotos = enviadosPorContexto[CONTEXTO_ARQUIVO.FOTOS] ?? 0;
  const completude = completudeProposta(
    paraProposta({ ...valores, anexos: {} } as Parameters<typeof paraProposta>[0]),
    fotos,
  );
  if (completude.completa)
    return (
      <Paper withBorder radius="md" p="md" role="status">
        <Text fw={700} c="teal.9">
          A solução está completa.
        </Text>
        <Text size="sm">
          Salve e, em Soluções cadastradas, gere o PDF, colete a assinatura e envie.
        </Text>
      </Paper>
    );

  const itens = [
    ...completude.campos.map((c) => ({ path: c.path, rotulo: c.rotulo })),
    ...(completude.faltamFotos ? [{ path: CAMINHO_FOTOS, rotulo: 'Fotos da solução' }] : []),
  ];
  const resumo = resumoCompletude(completude);
  return (
    <Paper withBorder radius="md" p="md" aria-labelledby="titulo-completude">
      <Title order={2} size="h4" id="titulo-completude">
        Para gerar o PDF, {resumo}
      </Title>
      <Text size="sm" c="gray.8" mt={4}>
        Você pode salvar agora e continuar depois, neste ou em outro computador.
      </Text>
      <List size="sm" mt="xs" spacing={2}>
        {itens.map(({ path, rotulo }) => (
          <List.Item key={path}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              // A short label ("CEP") would be a target smaller than a fingertip (WCAG 2.5.8).
              mih={24}
              onClick={() => {
                const campo = path === CAMINHO_FOTOS ? 'anexos.fotos' : campoDoCaminho(path);
                if (campo) setFocus(campo as never);
              }}
            >
              {rotulo}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
