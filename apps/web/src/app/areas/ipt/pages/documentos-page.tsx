import { Container } from '@mantine/core';
import { LIMITES_ARQUIVO } from '@portal/domain';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { useSessao } from '@/hooks/use-sessao';
import { AcessoNaoPermitido } from '@/components/feedback/acesso-nao-permitido';
import { GerenciarDocumentos } from '@/features/documentos/components/gerenciar-documentos';
import { isAdministrador } from '@/lib/acesso-equipe';

const MEGABYTES = LIMITES_ARQUIVO.tamanhoMaximoBytes / (1024 * 1024);

/** /ipt/documentos: administrators put the programme's PDFs in place; the public pages link them. */
export function DocumentosPage() {
  const { data: sessao } = useSessao();
  if (!sessao || !isAdministrador(sessao.tipoUsuario))
    return (
      <AcessoNaoPermitido
        motivo="Somente administradores da equipe do IPT publicam os documentos do programa."
        voltarPara={{ rotulo: 'Ir para estatísticas e soluções', para: '/ipt/home' }}
      />
    );
  return (
    <>
      <CabecalhoPagina titulo="Documentos do programa" sobretitulo="Área de avaliação do IPT">
        O edital, os cadernos técnicos, os modelos de termo de referência e os documentos de
        contratação e financiamento que as páginas públicas oferecem. Envie cada um em PDF, com até{' '}
        {MEGABYTES} MB; um novo envio substitui a versão publicada.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <GerenciarDocumentos />
      </Container>
    </>
  );
}
