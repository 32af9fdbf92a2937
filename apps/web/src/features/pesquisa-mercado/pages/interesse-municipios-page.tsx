import { Container } from '@mantine/core';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { InteresseMunicipios } from '../components/interesse-municipios';

/** /painel/interesse-municipios, the link of the e-mail a manager's message sends members. */
export function InteresseMunicipiosPage() {
  return (
    <>
      <CabecalhoPagina titulo="Interesse de municípios" sobretitulo="Área da empresa">
        As mensagens que gestores públicos enviaram à empresa, com o contato para responder, e
        quantos municípios se interessaram por cada solução.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <InteresseMunicipios />
      </Container>
    </>
  );
}
