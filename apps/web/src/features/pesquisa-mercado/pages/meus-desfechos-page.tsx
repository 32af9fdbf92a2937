import { Container } from '@mantine/core';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { MeusDesfechos } from '../components/meus-desfechos';

/** /gestor/desfechos: what the manager told of each solution, the newest declaration. */
export function MeusDesfechosPage() {
  return (
    <>
      <CabecalhoPagina titulo="Meus desfechos" sobretitulo="Área do gestor público">
        O que aconteceu com cada solução no seu município. Para mudar, registre de novo na página da
        solução: o anterior fica guardado, e vale o mais recente.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <MeusDesfechos />
      </Container>
    </>
  );
}
