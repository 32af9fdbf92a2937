import { Anchor, Container, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Aviso } from '@/components/feedback/aviso';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { SecaoLeitura } from '@/components/leitura/secao-leitura';
import { camposDeLeitura, textoPortalQuery } from '@/hooks/texto-portal';

/**
 * /painel/propostas/:id/portal: what the portal will publish of the company's solution (issue
 * 14), as the institute revised it; the signed text stays as the company sent it.
 */
export function PreviaPortalPage() {
  const { id = '' } = useParams();
  const textos = useQuery(textoPortalQuery(id));
  let conteudo;
  if (textos.isPending)
    conteudo = <Skeleton h={320} radius="md" aria-label="Carregando a prévia" />;
  else if (textos.isError)
    conteudo = <Aviso aviso={{ tipo: 'erro', mensagem: textos.error.message }} />;
  else
    conteudo = (
      <Stack gap="lg">
        <Text>
          {textos.data.portal
            ? 'A equipe revisou o texto da solução para o catálogo público. É este texto que será publicado; o formulário assinado pela empresa continua como foi enviado.'
            : 'A equipe ainda não revisou o texto: se a solução for publicada agora, o catálogo mostra o texto assinado, abaixo.'}
        </Text>
        <SecaoLeitura
          titulo="Texto para o portal"
          nivel={2}
          campos={camposDeLeitura(textos.data.portal ?? textos.data.assinado)}
        />
      </Stack>
    );
  return (
    <>
      <CabecalhoPagina titulo="Prévia do texto para o portal" sobretitulo="Área da empresa" />
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap="lg">
          <Anchor component={Link} to="/painel/lista-solucoes">
            Voltar para as soluções cadastradas
          </Anchor>
          {conteudo}
        </Stack>
      </Container>
    </>
  );
}
