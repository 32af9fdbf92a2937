import { Button } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { baixarCartaoCnpj } from '../api/arquivos';

interface BotaoCartaoCnpjProps {
  empresaId: string;
  nomeEmpresa: string;
}

/**
 * Downloads the company's CNPJ card. Spec §8: a failure in the staff area is only logged; the
 * button simply stops spinning.
 */
export function BotaoCartaoCnpj({ empresaId, nomeEmpresa }: BotaoCartaoCnpjProps) {
  const baixar = useMutation({
    mutationFn: () => baixarCartaoCnpj(empresaId),
    onError: (erro) => console.error(erro),
  });
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconId size={16} aria-hidden="true" />}
      loading={baixar.isPending}
      aria-label={`Baixar cartão CNPJ de ${nomeEmpresa}`}
      onClick={(evento) => {
        evento.stopPropagation();
        baixar.mutate();
      }}
      onKeyDown={(evento) => evento.stopPropagation()}
    >
      Cartão CNPJ
    </Button>
  );
}
