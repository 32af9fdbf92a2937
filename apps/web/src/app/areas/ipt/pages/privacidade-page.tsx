import { Container, Skeleton, Stack, Title } from '@mantine/core';
import { FalhaAoCarregar } from '@/components/feedback/falha-ao-carregar';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { SecaoTitulada } from '@/components/leitura/secao-titulada';
import { usePrivacidade } from '@/hooks/use-privacidade';
import { useSessao } from '@/hooks/use-sessao';
import { AcessoNaoPermitido } from '@/components/feedback/acesso-nao-permitido';
import { ContatoPrivacidadeForm } from '@/features/privacidade/components/contato-privacidade-form';
import { PedidosTitular } from '@/features/privacidade/components/pedidos-titular';
import { PublicarTermosForm } from '@/features/privacidade/components/publicar-termos-form';
import { VersoesTermos } from '@/features/privacidade/components/versoes-termos';
import { isAdministrador } from '@/lib/acesso-equipe';

/**
 * /ipt/privacidade: the administrators keep the privacy notice's contacts, publish new versions
 * of the terms and answer what people ask about their data.
 */
export function PrivacidadePage() {
  const { data: sessao } = useSessao();
  if (!sessao || !isAdministrador(sessao.tipoUsuario))
    return (
      <AcessoNaoPermitido
        motivo="Somente administradores da equipe do IPT cuidam do aviso de privacidade e dos pedidos sobre dados pessoais."
        voltarPara={{ rotulo: 'Ir para estatísticas e soluções', para: '/ipt/home' }}
      />
    );
  return (
    <>
      <CabecalhoPagina titulo="Privacidade e dados pessoais" sobretitulo="Área de avaliação do IPT">
        O encarregado e o controlador que o aviso de privacidade mostra, as versões dos termos de
        uso e os pedidos das pessoas sobre os seus dados, com o prazo de resposta de cada um.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap="xl">
          <SecaoTitulada titulo="Controlador e encarregado" nivel={2}>
            <FormularioContato />
          </SecaoTitulada>
          <SecaoTitulada titulo="Termos de uso e aviso de privacidade" nivel={2}>
            <Stack gap="lg">
              <VersoesTermos />
              <Title order={3} fz="h5" c="azulSp.9">
                Publicar nova versão
              </Title>
              <PublicarTermosForm />
            </Stack>
          </SecaoTitulada>
          <SecaoTitulada titulo="Pedidos sobre dados pessoais" nivel={2}>
            <PedidosTitular />
          </SecaoTitulada>
        </Stack>
      </Container>
    </>
  );
}

/** The form waits for the saved contacts, so its fields start filled. */
function FormularioContato() {
  const privacidade = usePrivacidade();
  if (privacidade.error)
    return (
      <FalhaAoCarregar
        erro={privacidade.error}
        onTentarNovamente={() => void privacidade.refetch()}
      />
    );
  if (!privacidade.data)
    return <Skeleton h={200} radius="md" aria-label="Carregando controlador e encarregado" />;
  return <ContatoPrivacidadeForm privacidade={privacidade.data} />;
}
