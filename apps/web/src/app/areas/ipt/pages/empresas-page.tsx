import { Center, Container, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { isEquipeAprovada } from '@portal/domain';
import { useSessao } from '@/hooks/use-sessao';
import { useEmpresas } from '@/hooks/empresas';
import { AcessoNaoPermitido } from '@/components/feedback/acesso-nao-permitido';
import { BotoesExportar } from '@/features/empresas/components/botoes-exportar';
import { CartoesEmpresas } from '@/features/empresas/components/cartoes-empresas';
import { EntrarParaContinuar } from '@/components/feedback/entrar-para-continuar';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { TabelaEmpresas } from '@/features/empresas/components/tabela-empresas';

/**
 * /ipt/companies. The route table leaves it unguarded (spec §2). The session says first who may
 * see it, so a visitor gets the way forward without a refused request (an error in the
 * browser's console); the server still refuses whoever is not staff, and that answer is shown
 * the same way.
 */
export function EmpresasPage() {
  const { data: sessao } = useSessao();
  const daEquipe = sessao ? isEquipeAprovada(sessao.tipoUsuario) : false;
  const { data: empresas, isPending, isError, error, refetch } = useEmpresas(daEquipe);
  const telaLarga = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  let conteudo;
  if (sessao === null) {
    conteudo = <EntrarParaContinuar />;
  } else if (sessao && !daEquipe) {
    conteudo = <AcessoNaoPermitido />;
  } else if (isPending) {
    conteudo = (
      <Center py="xl" role="status">
        <Loader aria-hidden="true" />
        <Text ml="md">Carregando empresas…</Text>
      </Center>
    );
  } else if (isError) {
    conteudo = <ErroConsulta erro={error} onTentarNovamente={() => void refetch()} />;
  } else {
    conteudo = (
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Text size="sm" role="status">
            {empresas.length === 1 ? '1 empresa' : `${empresas.length} empresas`}
          </Text>
          <BotoesExportar empresas={empresas} />
        </Group>
        {empresas.length === 0 ? (
          <Paper withBorder radius="md">
            <Text p="xl" ta="center" fw={600}>
              Nenhuma empresa cadastrada
            </Text>
          </Paper>
        ) : telaLarga ? (
          <Paper withBorder radius="md">
            <TabelaEmpresas empresas={empresas} />
          </Paper>
        ) : (
          <CartoesEmpresas empresas={empresas} />
        )}
      </Stack>
    );
  }

  return (
    <>
      <CabecalhoPagina titulo="Empresas Cadastradas" sobretitulo="Área de avaliação do IPT">
        As empresas fornecedoras e as pessoas de contato de cada uma.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        {conteudo}
      </Container>
    </>
  );
}
