import { Alert, Anchor } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Saving is not submitting: the signed PDF is what sends the solution to evaluation. */
export function NotaPdfAssinado() {
  return (
    <Alert
      color="azulSp"
      variant="light"
      icon={<IconSignature aria-hidden="true" />}
      title="Depois de salvar"
    >
      A solução ainda precisa ser baixada em PDF, assinada pelo representante legal da empresa e
      enviada de volta em{' '}
      <Anchor component={Link} to="/painel/lista-solucoes" inherit underline="always">
        Soluções cadastradas
      </Anchor>
      . Só então ela segue para avaliação.
    </Alert>
  );
}
