import type { ReactNode } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MENSAGENS, type IdentidadeGovbr } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { URL_ENTRAR_GOVBR, usePendenciaGovbr } from '../api/govbr';
import { CartaoAcesso } from '../components/cartao-acesso';
import { ComPendenciaGovbr } from '../components/com-pendencia-govbr';
import { IdentidadeGovbrCampos } from '../components/identidade-govbr';
import { VinculoGovbrForm } from '../components/vinculo-govbr-form';

interface GovbrPageProps {
  /** The manager's sign-up form, composed by the route: it belongs to the managers' feature. */
  cadastroGestor: ReactNode;
}

/**
 * /acesso/govbr: the first gov.br sign-in of a CPF the portal does not know. With an account of
 * the same e-mail, its password links them; without one, a company registers from the suppliers'
 * entrance and a manager from the managers' (staff never do).
 */
export function GovbrPage({ cadastroGestor }: GovbrPageProps) {
  // The side panel explains the entrance the person came from (the same query the card reads).
  const { data: pendente } = usePendenciaGovbr();
  const semConta = (identidade: IdentidadeGovbr) => {
    if (identidade.area === 'ipt') {
      return <Aviso aviso={{ tipo: 'erro', mensagem: MENSAGENS.govbrSemContaEquipe }} />;
    }
    if (identidade.area === 'gestor') return cadastroGestor;
    return (
      <Stack gap="sm">
        <Text>{MENSAGENS.govbrSemConta}</Text>
        <Button component={Link} to="/register?govbr=1" size="md">
          Cadastrar empresa e usuário
        </Button>
        {/* Managers sign in at the suppliers' entrance too; their sign-up asks other things. */}
        <Text size="sm">
          É gestor público municipal?{' '}
          <Anchor href={URL_ENTRAR_GOVBR('gestor')} underline="always" inherit>
            Cadastre-se como gestor com o gov.br
          </Anchor>
        </Text>
      </Stack>
    );
  };
  return (
    <CartaoAcesso titulo="Primeira entrada com gov.br" area={pendente?.area}>
      <ComPendenciaGovbr>
        {(identidade) => (
          <Stack gap="lg">
            <Text>
              Estes são os dados que o gov.br informou. Eles não podem ser alterados aqui.
            </Text>
            <IdentidadeGovbrCampos identidade={identidade} />
            {identidade.contaExistente ? <VinculoGovbrForm /> : semConta(identidade)}
          </Stack>
        )}
      </ComPendenciaGovbr>
    </CartaoAcesso>
  );
}
