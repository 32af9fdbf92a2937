import { Paper, Stack, Text } from '@mantine/core';
import { ROTULOS_DESFECHO, TIPO_USUARIO } from '@portal/domain';
import { useSessao } from '@/hooks/use-sessao';
import { useMeusDesfechos } from '../api/desfechos';
import { FalarComEmpresa } from './falar-com-empresa';
import { RegistrarDesfecho } from './registrar-desfecho';

/**
 * On a public solution's page, what only a verified municipal manager may do: write to the
 * company and tell what came of the solution. Anyone else sees nothing here.
 */
export function AcoesDoGestor({
  propostaId,
  titulo,
  empresa,
}: {
  propostaId: string;
  titulo: string;
  empresa: string;
}) {
  const { data: sessao } = useSessao();
  const gestor = sessao?.tipoUsuario === TIPO_USUARIO.GESTOR;
  const desfechos = useMeusDesfechos(gestor);
  if (!gestor) return null;
  const atual = desfechos.data?.itens.find((d) => d.propostaId === propostaId);
  return (
    <Stack gap="md">
      <FalarComEmpresa propostaId={propostaId} empresa={empresa} />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="desfecho-solucao">
        <Stack gap="sm">
          <Text fw={700} id="desfecho-solucao">
            Desfecho no seu município
          </Text>
          <Text size="sm">
            {atual
              ? `Registrado: ${ROTULOS_DESFECHO[atual.tipo]}.`
              : 'Conte o que aconteceu: contratada, testada em CPSI ou não seguiu.'}
          </Text>
          <RegistrarDesfecho propostaId={propostaId} titulo={titulo} atual={atual?.tipo} />
        </Stack>
      </Paper>
    </Stack>
  );
}
