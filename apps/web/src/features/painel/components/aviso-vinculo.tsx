import { MENSAGENS, SITUACAO_MEMBRO, type VinculoEmpresa } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';

const MENSAGEM: Record<
  Exclude<VinculoEmpresa['situacao'], 'ativo'>,
  (empresa: string) => string
> = {
  pendente: MENSAGENS.pedidoMembroAguardando,
  recusado: MENSAGENS.pedidoMembroRecusado,
  expirado: MENSAGENS.pedidoMembroExpirado,
  removido: MENSAGENS.membroRemovidoDaEmpresa,
};

/** Why a company account sees nothing of its company: its request is open, refused or gone. */
export function AvisoVinculo({ vinculo }: { vinculo: VinculoEmpresa }) {
  if (vinculo.situacao === SITUACAO_MEMBRO.ATIVO) return null;
  return (
    <Aviso
      aviso={{
        tipo: vinculo.situacao === SITUACAO_MEMBRO.PENDENTE ? 'info' : 'atencao',
        mensagem: MENSAGEM[vinculo.situacao](vinculo.empresaNome),
      }}
    />
  );
}
