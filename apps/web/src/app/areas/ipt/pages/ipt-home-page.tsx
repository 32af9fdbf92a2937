import type { ComponentProps } from 'react';
import { Container, Stack } from '@mantine/core';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { DocumentosPendentes } from '@/features/documentos/components/documentos-pendentes';
import { PainelEstatisticas } from '@/features/estatisticas/components/painel-estatisticas';
import { SolucoesAnalise } from '@/features/propostas/components/solucoes-analise';

/** The evaluation's bulk assignment arrives from the router, which composes the two features. */
export function IptHomePage({ acaoEmLote }: ComponentProps<typeof SolucoesAnalise>) {
  return (
    <>
      <CabecalhoPagina titulo="Estatísticas e soluções" sobretitulo="Área de avaliação do IPT">
        Acompanhe a chamada pública e abra cada solução para avaliá-la.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap={48}>
          <DocumentosPendentes />
          <PainelEstatisticas />
          <SolucoesAnalise acaoEmLote={acaoEmLote} />
        </Stack>
      </Container>
    </>
  );
}
