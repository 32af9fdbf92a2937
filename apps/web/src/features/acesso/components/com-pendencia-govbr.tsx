import type { ReactNode } from 'react';
import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MENSAGENS, type IdentidadeGovbr } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { ApiError } from '@/lib/http';
import { usePendenciaGovbr } from '../api/govbr';

interface ComPendenciaGovbrProps {
  /** The staff entrance never registers: a screen for companies only says so. */
  soEmpresa?: boolean;
  children: (identidade: IdentidadeGovbr) => ReactNode;
}

/**
 * The gov.br identity this browser brought back, once loaded; while it loads, a status; when
 * there is none (expired, used, never started), why, and the way back to the sign-in.
 */
export function ComPendenciaGovbr({ soEmpresa = false, children }: ComPendenciaGovbrProps) {
  const { data: identidade, error, isPending } = usePendenciaGovbr();
  if (isPending) {
    return (
      <Center py="xl" role="status">
        <Loader aria-hidden="true" />
        <Text ml="md">Carregando os dados do gov.br…</Text>
      </Center>
    );
  }
  if (!identidade || (soEmpresa && identidade.area !== 'empresa')) {
    const mensagem = error instanceof ApiError ? error.message : MENSAGENS.govbrSemPendencia;
    return (
      <Stack gap="md" align="flex-start">
        <Aviso aviso={{ tipo: 'erro', mensagem }} />
        <Anchor component={Link} to="/login">
          Voltar à página de acesso
        </Anchor>
      </Stack>
    );
  }
  return children(identidade);
}
