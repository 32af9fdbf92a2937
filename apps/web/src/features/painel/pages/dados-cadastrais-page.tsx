import { Box, Button, Container, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { primeiroNome, SITUACAO_MEMBRO } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { ProximosPassos } from '@/components/painel/proximos-passos';
import { useSessao } from '@/hooks/use-sessao';
import { usuarioQuery } from '../api/buscar-usuario';
import { useVinculoEmpresa } from '../api/equipe-empresa';
import { AvisoVinculo } from '../components/aviso-vinculo';
import { ContaGovbr } from '../components/conta-govbr';
import { DadosCadastraisForm } from '../components/dados-cadastrais-form';

export function DadosCadastraisPage() {
  const { data: sessao } = useSessao();
  const usuario = useQuery({ ...usuarioQuery(sessao?.id ?? ''), enabled: Boolean(sessao?.id) });
  const vinculo = useVinculoEmpresa();
  const membroAtivo = vinculo.data?.situacao === SITUACAO_MEMBRO.ATIVO;
  return (
    <>
      <CabecalhoPagina titulo="Usuário - Dados cadastrais" sobretitulo="Área da empresa">
        {sessao ? `Olá, ${primeiroNome(sessao.nome)}. ` : ''}Mantenha seus contatos atualizados: é
        por eles que a equipe da chamada fala com a sua empresa.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Box mb="xl">
          <ProximosPassos />
        </Box>
        <ContaGovbr />
        {usuario.isError ? (
          <Stack align="flex-start">
            <Aviso aviso={{ tipo: 'erro', mensagem: usuario.error.message }} />
            <Button onClick={() => usuario.refetch()}>Tentar novamente</Button>
          </Stack>
        ) : usuario.data?.empresa === null ? (
          <Aviso
            aviso={{ tipo: 'info', mensagem: 'Seu usuário não está vinculado a uma empresa.' }}
          />
        ) : usuario.data && vinculo.data !== undefined ? (
          <Stack gap="xl">
            {vinculo.data && <AvisoVinculo vinculo={vinculo.data} />}
            <DadosCadastraisForm
              usuario={usuario.data}
              empresa={usuario.data.empresa}
              membroAtivo={membroAtivo}
            />
          </Stack>
        ) : (
          <Stack gap="xl" role="status" aria-label="Carregando seus dados">
            <Skeleton h={220} radius="md" />
            <Skeleton h={140} radius="md" />
            <Skeleton h={320} radius="md" />
          </Stack>
        )}
      </Container>
    </>
  );
}
