import { Button } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MensagemPagina } from '@/components/feedback/mensagem-pagina';

/** The answer to a visitor without a session (HTTP 401): the way to the staff entrance. */
export function EntrarParaContinuar() {
  return (
    <MensagemPagina
      titulo="Entre para continuar"
      cor="azulSp"
      icone={<IconLogin2 size={36} />}
      acoes={
        <Button component={Link} to="/ipt">
          Entrar como equipe do IPT
        </Button>
      }
    >
      Esta página é da área de avaliação do IPT. Sua sessão não está ativa: entre com o seu e-mail e
      senha para continuar.
    </MensagemPagina>
  );
}
