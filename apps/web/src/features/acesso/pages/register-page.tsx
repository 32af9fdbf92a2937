import { Container, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { CadastroForm } from '../components/cadastro-form';
import { ComPendenciaGovbr } from '../components/com-pendencia-govbr';

export function RegisterPage() {
  const [parametros] = useSearchParams();
  return (
    <>
      {/* The asterisk takes the fields' own colour: red-8 falls to 3.9:1 on the band's blue tint. */}
      <CabecalhoPagina titulo="Cadastro de empresa e usuário">
        Cadastre sua empresa para enviar soluções tecnológicas à chamada pública. Os campos marcados
        com{' '}
        <Text span c="var(--mantine-color-error)" fw={700}>
          *
        </Text>{' '}
        são obrigatórios.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        {parametros.get('govbr') ? (
          <ComPendenciaGovbr soEmpresa>
            {(identidade) => <CadastroForm emailInicial={identidade.email} govbr={identidade} />}
          </ComPendenciaGovbr>
        ) : (
          <CadastroForm emailInicial={parametros.get('email') ?? ''} />
        )}
      </Container>
    </>
  );
}
