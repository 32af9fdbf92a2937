import { Container } from '@mantine/core';
import { FalhaAoCarregar } from '@/components/feedback/falha-ao-carregar';
import { ApiError } from '@/lib/http';
import { AcessoNaoPermitido } from '@/components/feedback/acesso-nao-permitido';
import { EntrarParaContinuar } from '@/components/feedback/entrar-para-continuar';

interface ErroConsultaProps {
  erro: unknown;
  onTentarNovamente?: () => void;
}

/**
 * A failed read of a staff page: without a session, the way to sign in (401); without the
 * right, 'Acesso não permitido' (403); anything else, the server's message and a retry.
 */
export function ErroConsulta({ erro, onTentarNovamente }: ErroConsultaProps) {
  if (erro instanceof ApiError && erro.status === 401) return <EntrarParaContinuar />;
  if (erro instanceof ApiError && erro.status === 403) return <AcessoNaoPermitido />;
  return (
    <Container size="sm" py="xl">
      <FalhaAoCarregar erro={erro} onTentarNovamente={onTentarNovamente} />
    </Container>
  );
}
