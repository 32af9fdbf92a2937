import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { formatarData, isUsuarioEmpresa } from '@portal/domain';
import { CarregandoPagina } from '@/components/feedback/carregando-pagina';
import { FalhaAoCarregar } from '@/components/feedback/falha-ao-carregar';
import { usePrivacidade } from '@/hooks/use-privacidade';
import { useSessao } from '@/hooks/use-sessao';
import { destinoAposAceite } from '@/lib/aceite-termos';
import { AceiteTermosForm } from '../components/aceite-termos-form';

/**
 * /termos/aceite: where the guard sends someone who has not accepted the terms in force. They
 * read what changed and accept, or leave; `voltar` is the page they were going to.
 */
export function AceiteTermosPage() {
  const { data: sessao, isPending } = useSessao();
  const privacidade = usePrivacidade();
  const [parametros] = useSearchParams();
  if (isPending) return <CarregandoPagina />;
  // The session ended in another tab: signing in again brings the person back here if needed.
  if (!sessao) return <Navigate to="/login" replace />;
  if (sessao.termosPendentes === null)
    return (
      <Navigate to={destinoAposAceite(parametros.get('voltar'), sessao.tipoUsuario)} replace />
    );

  const termos = privacidade.data?.termos;
  return (
    <Container size="sm" py={{ base: 24, sm: 56 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 40 }}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1} c="azulSp.9" fz={{ base: 26, sm: 32 }}>
              Novos termos de uso
            </Title>
            <Text size="lg">
              Os termos de uso e o aviso de privacidade mudaram. Leia o que mudou e aceite para
              continuar usando o portal.
            </Text>
          </Stack>
          {privacidade.error ? (
            <FalhaAoCarregar
              erro={privacidade.error}
              onTentarNovamente={() => void privacidade.refetch()}
            />
          ) : !termos ? (
            <Skeleton h={140} radius="md" aria-label="Carregando os novos termos" />
          ) : (
            <>
              <Paper
                component="section"
                aria-labelledby="titulo-o-que-mudou"
                withBorder
                radius="md"
                p="md"
                bg="gray.0"
              >
                <Title order={2} id="titulo-o-que-mudou" fz="h4" c="azulSp.9">
                  O que mudou na versão {termos.versao}
                </Title>
                <Text size="sm" c="gray.7" mb="xs">
                  Publicada em {formatarData(termos.publicadaEm)}
                </Text>
                <Text style={{ whiteSpace: 'pre-line' }}>{termos.resumo}</Text>
              </Paper>
              <Text>
                {/* A new tab keeps this page, and the box about to be ticked, where it is. */}
                Leia o{' '}
                <Anchor
                  underline="always"
                  component={Link}
                  to="/privacidade"
                  target="_blank"
                  fw={600}
                >
                  aviso de privacidade completo
                </Anchor>{' '}
                (abre em outra aba).
              </Text>
              <AceiteTermosForm versao={termos.versao} />
            </>
          )}
          <Group justify="flex-end">
            <Button
              component={Link}
              to={isUsuarioEmpresa(sessao.tipoUsuario) ? '/logout' : '/ipt/logout'}
              variant="subtle"
              leftSection={<IconLogout size={18} aria-hidden="true" />}
            >
              Sair
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
