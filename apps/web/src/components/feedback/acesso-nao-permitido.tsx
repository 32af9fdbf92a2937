import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MensagemPagina } from '@/components/feedback/mensagem-pagina';

interface AcessoNaoPermitidoProps {
  motivo?: string;
  /** Where this person can go instead. */
  voltarPara?: { rotulo: string; para: string };
}

/** The answer to someone signed in whose account may not see this page (HTTP 403). */
export function AcessoNaoPermitido({
  motivo = 'Esta área é exclusiva da equipe do IPT que avalia as soluções da chamada pública.',
  voltarPara = { rotulo: 'Voltar ao início', para: '/' },
}: AcessoNaoPermitidoProps) {
  return (
    <MensagemPagina
      titulo="Acesso não permitido"
      cor="red"
      icone={<IconLock size={36} />}
      acoes={
        <Button component={Link} to={voltarPara.para}>
          {voltarPara.rotulo}
        </Button>
      }
    >
      {motivo}
    </MensagemPagina>
  );
}
