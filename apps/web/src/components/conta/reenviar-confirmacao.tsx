import { Button, Stack } from '@mantine/core';
import { Aviso } from '@/components/feedback/aviso';
import { useReenviarConfirmacao } from '@/hooks/use-situacao-email';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';

/** "Reenviar e-mail" and what came of it: the banner's and "Próximos passos"' one button. */
export function ReenviarConfirmacao({ tamanho = 'sm' }: { tamanho?: 'sm' | 'compact-sm' }) {
  const reenviar = useReenviarConfirmacao();
  const erro = reenviar.error;
  return (
    <Stack gap="sm" align="flex-start">
      <Button
        size={tamanho}
        variant="outline"
        color="dark"
        loading={reenviar.isPending}
        onClick={() => reenviar.mutate()}
      >
        Reenviar e-mail
      </Button>
      {reenviar.isSuccess && <Aviso aviso={{ tipo: 'sucesso', mensagem: reenviar.data.message }} />}
      {erro && (
        <Aviso
          aviso={{
            tipo: 'erro',
            mensagem: erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO,
          }}
        />
      )}
    </Stack>
  );
}
