import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { isUsuarioEmpresa } from '@portal/domain';
import { FalhaAoCarregar } from '@/components/feedback/falha-ao-carregar';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { SecaoTitulada } from '@/components/leitura/secao-titulada';
import { useSessao } from '@/hooks/use-sessao';
import { useMeusDados } from '../api/meus-dados';
import { BaixarMeusDados } from '../components/baixar-meus-dados';
import { DadosDaConta } from '../components/dados-da-conta';
import { DadosDaEmpresa } from '../components/dados-da-empresa';
import { EmailsRecebidos } from '../components/emails-recebidos';
import { ExcluirConta } from '../components/excluir-conta';
import { PedidoEncarregadoForm } from '../components/pedido-encarregado-form';
import { PedidosDaPessoa } from '../components/pedidos-da-pessoa';
import { RegistrosDaPessoa } from '../components/registros-da-pessoa';
import { SessoesAbertas } from '../components/sessoes-abertas';
import { SolucoesDaEmpresa } from '../components/solucoes-da-empresa';

/**
 * /painel/meus-dados and /ipt/meus-dados: everything the portal holds about the signed-in person
 * (LGPD art. 18), to read, to take away, to ask about and, for company accounts, to delete.
 */
export function MeusDadosPage() {
  const { data: sessao } = useSessao();
  const { data: dados, error, refetch } = useMeusDados();
  const daEmpresa = !!sessao && isUsuarioEmpresa(sessao.tipoUsuario);

  let conteudo;
  if (error) {
    conteudo = <FalhaAoCarregar erro={error} onTentarNovamente={() => void refetch()} />;
  } else if (!dados) {
    conteudo = (
      <Center py="xl" role="status">
        <Loader aria-hidden="true" />
        <Text ml="md">Carregando os seus dados…</Text>
      </Center>
    );
  } else {
    conteudo = (
      <Stack gap="xl">
        <BaixarMeusDados geradoEm={dados.geradoEm} />
        <DadosDaConta dados={dados} daEmpresa={daEmpresa} />
        {dados.empresa && <DadosDaEmpresa empresa={dados.empresa} />}
        {daEmpresa && <SolucoesDaEmpresa solucoes={dados.solucoes} />}
        <SessoesAbertas sessoes={dados.sessoes} />
        <RegistrosDaPessoa
          titulo="Seus acessos"
          tituloLista="Entradas e saídas do portal"
          descricao="Cada entrada no portal e cada saída, com o endereço IP de onde vieram."
          registros={dados.acessos}
          vazio="Nenhum acesso registrado."
          mostrarSolucao={false}
        />
        <RegistrosDaPessoa
          titulo="O que você fez no portal"
          tituloLista="Suas ações registradas"
          descricao="As suas ações que o registro de auditoria guarda."
          registros={dados.registrosAuditoria}
          vazio="Nenhuma ação registrada."
        />
        <EmailsRecebidos emails={dados.emails} />
        <SecaoTitulada
          titulo="Fazer um pedido ao encarregado"
          nivel={2}
          descricao="Para corrigir um dado, opor-se a um tratamento ou qualquer outro pedido sobre os seus dados pessoais. A resposta chega por e-mail."
        >
          <Stack gap="lg">
            <PedidoEncarregadoForm />
            <Title order={3} fz="h5" c="azulSp.9">
              Seus pedidos
            </Title>
            <PedidosDaPessoa pedidos={dados.pedidos} />
          </Stack>
        </SecaoTitulada>
        {dados.exclusao.permitida && <ExcluirConta exclusao={dados.exclusao} />}
      </Stack>
    );
  }

  return (
    <>
      <CabecalhoPagina
        titulo="Meus dados"
        sobretitulo={daEmpresa ? 'Área da empresa' : 'Área de avaliação do IPT'}
      >
        Tudo o que o portal guarda sobre você, como garante a Lei Geral de Proteção de Dados
        Pessoais. Baixe uma cópia ou faça um pedido ao encarregado
        {daEmpresa ? '; se quiser, exclua a sua conta.' : '.'}
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        {conteudo}
      </Container>
    </>
  );
}
