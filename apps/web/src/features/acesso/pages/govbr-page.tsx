import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MENSAGENS } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CartaoAcesso } from '../components/cartao-acesso';
import { ComPendenciaGovbr } from '../components/com-pendencia-govbr';
import { IdentidadeGovbrCampos } from '../components/identidade-govbr';
import { VinculoGovbrForm } from '../components/vinculo-govbr-form';

/**
 * /acesso/govbr: the first gov.br sign-in of a CPF the portal does not know. With an account of
 * the same e-mail, its password links them; without one, a company registers (staff never do).
 */
export function GovbrPage() {
  return (
    <CartaoAcesso titulo="Primeira entrada com gov.br">
      <ComPendenciaGovbr>
        {(identidade) => (
          <Stack gap="lg">
            <Text>
              Estes são os dados que o gov.br informou. Eles não podem ser alterados aqui.
            </Text>
            <IdentidadeGovbrCampos identidade={identidade} />
            {identidade.contaExistente ? (
              <VinculoGovbrForm />
            ) : identidade.area === 'ipt' ? (
              <Aviso aviso={{ tipo: 'erro', mensagem: MENSAGENS.govbrSemContaEquipe }} />
            ) : (
              <Stack gap="sm">
                <Text>{MENSAGENS.govbrSemConta}</Text>
                <Button component={Link} to="/register?govbr=1" size="md">
                  Cadastrar empresa e usuário
                </Button>
              </Stack>
            )}
          </Stack>
        )}
      </ComPendenciaGovbr>
    </CartaoAcesso>
  );
}
