import { Anchor, Button, Container, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { isPropostaEditavel, MENSAGENS } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { useSessao } from '@/hooks/use-sessao';
import { propostaQuery } from '../api/buscar-proposta';
import { PropostaForm } from '../components/proposta-form';

const carregando = (
  <Stack gap="xl" role="status" aria-label="Carregando a solução">
    <Skeleton h={180} radius="md" />
    <Skeleton h={320} radius="md" />
  </Stack>
);

/** /painel/propostas (new) and /painel/propostas/:id (edit, only while at status 1). */
export function PropostaFormPage() {
  const { id } = useParams();
  const { data: sessao } = useSessao();
  const proposta = useQuery({ ...propostaQuery(id ?? ''), enabled: Boolean(id) });

  const conteudo = () => {
    if (!sessao) return carregando;
    if (id && proposta.isError)
      return (
        <Stack align="flex-start">
          <Aviso aviso={{ tipo: 'erro', mensagem: proposta.error.message }} />
          <Button onClick={() => proposta.refetch()}>Tentar novamente</Button>
        </Stack>
      );
    if (id && !proposta.data) return carregando;
    if (proposta.data && !isPropostaEditavel(proposta.data.statusProposta.idStatusProposta))
      return (
        <Stack align="flex-start">
          <Aviso aviso={{ tipo: 'info', mensagem: MENSAGENS.propostaNaoEditavel }} />
          <Anchor component={Link} to="/painel/lista-solucoes">
            Voltar para as soluções cadastradas
          </Anchor>
        </Stack>
      );
    return (
      <PropostaForm
        key={id ?? 'nova'}
        proposta={proposta.data ?? null}
        usuario={{ id: sessao.id, email: sessao.email }}
      />
    );
  };

  return (
    <>
      <CabecalhoPagina titulo="Cadastro da solução" sobretitulo="Área da empresa">
        {id
          ? 'Atualize a solução enquanto ela aguarda o envio do PDF assinado.'
          : 'Descreva a solução da sua empresa. Os campos com * são obrigatórios, e o que você digita fica guardado neste navegador até ser salvo.'}
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        {conteudo()}
      </Container>
    </>
  );
}
