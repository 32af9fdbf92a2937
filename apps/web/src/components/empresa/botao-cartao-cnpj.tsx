import { Button } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { nomeCartaoCnpj } from '@portal/domain';
import { baixarCartaoCnpj } from '@/hooks/empresas';

interface BotaoCartaoCnpjProps {
  empresaId: string;
  cnpj: string;
  nomeEmpresa: string;
}

/**
 * Downloads the company's CNPJ card, named after the company (an analyst downloading ten gets ten
 * names, not 'cartao-cnpj (9).pdf'). Spec §8: a failure in the staff area is only logged; the
 * button simply stops spinning.
 */
export function BotaoCartaoCnpj({ empresaId, cnpj, nomeEmpresa }: BotaoCartaoCnpjProps) {
  const baixar = useMutation({
    mutationFn: () => baixarCartaoCnpj(empresaId, nomeCartaoCnpj(cnpj, nomeEmpresa)),
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
