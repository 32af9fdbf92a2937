import { Button } from '@mantine/core';
import { IconHourglassHigh, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { primeiroNome } from '@portal/domain';
import { AvisoConfirmacaoEmail } from '@/components/conta/aviso-confirmacao-email';
import { MensagemPagina } from '@/components/feedback/mensagem-pagina';
import { recarregarSessao } from '@/hooks/use-sessao';

/**
 * What a staff account sees until an administrator approves it: no statistics, no solutions,
 * no company data (docs/decisions: anyone may fill /ipt/registro).
 */
export function AguardandoAprovacao({ nome }: { nome: string }) {
  const queryClient = useQueryClient();
  const verificar = useMutation({ mutationFn: () => recarregarSessao(queryClient) });
  return (
    <>
      <AvisoConfirmacaoEmail motivo="Um administrador só pode aprovar o seu acesso depois que você confirmar." />
      <MensagemPagina
        titulo="Cadastro aguardando aprovação"
        cor="yellow"
        icone={<IconHourglassHigh size={36} />}
        acoes={
          <>
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} aria-hidden="true" />}
              loading={verificar.isPending}
              onClick={() => verificar.mutate()}
            >
              Verificar novamente
            </Button>
            <Button component={Link} to="/ipt/logout">
              Sair
            </Button>
          </>
        }
      >
        Olá, {primeiroNome(nome)}. Recebemos o seu cadastro na equipe do IPT. Um administrador
        precisa aprová-lo antes que você veja as estatísticas, as soluções e as empresas. Depois da
        aprovação, basta verificar novamente ou entrar outra vez.
      </MensagemPagina>
    </>
  );
}
