import { Anchor, Button, Container, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import type { BuscaSalva } from '@portal/domain';
import { Link } from 'react-router';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { CarregandoPagina } from '@/components/feedback/carregando-pagina';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { TabelaLeitura, type ColunaLeitura } from '@/components/leitura/tabela-leitura';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { useAlterarBuscasSalvas, useBuscasSalvas } from '../api/buscas-salvas';

/** /gestor/buscas: the manager's saved searches, each opened, alerted or deleted from here. */
export function BuscasSalvasPage() {
  const { data, isPending, isError, error, refetch } = useBuscasSalvas();
  const { alertas, excluir } = useAlterarBuscasSalvas();
  const [aviso, setAviso] = useState<AvisoDados | null>(null);

  const acao = (promessa: Promise<{ message: string }>) =>
    promessa.then(
      (resposta) => setAviso({ tipo: 'sucesso', mensagem: resposta.message }),
      (erro: unknown) =>
        setAviso({
          tipo: 'erro',
          mensagem: erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO,
        }),
    );

  if (isPending) return <CarregandoPagina />;
  if (isError) return <ErroConsulta erro={error} onTentarNovamente={() => void refetch()} />;

  const colunas: readonly ColunaLeitura<BuscaSalva>[] = [
    {
      rotulo: 'Busca',
      valor: (b) => (
        <Anchor component={Link} to={b.endereco}>
          {b.nome}
        </Anchor>
      ),
    },
    {
      rotulo: 'Alertas por e-mail',
      valor: (b) => (
        <Switch
          checked={b.alertas}
          label={b.alertas ? 'Ligados' : 'Desligados'}
          aria-label={`Alertas por e-mail da busca ${b.nome}`}
          onChange={(evento) =>
            void acao(alertas.mutateAsync({ id: b.id, alertas: evento.currentTarget.checked }))
          }
        />
      ),
    },
    {
      rotulo: 'Excluir',
      valor: (b) => (
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          aria-label={`Excluir a busca ${b.nome}`}
          onClick={() => void acao(excluir.mutateAsync(b.id))}
        >
          Excluir
        </Button>
      ),
    },
  ];

  return (
    <>
      <CabecalhoPagina titulo="Buscas salvas">
        Abra uma busca para ver o que o repositório tem hoje. Com os alertas ligados, você recebe no
        máximo um e-mail por dia quando forem publicadas soluções novas que ela encontra.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap="lg">
          <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
          <TabelaLeitura
            titulo="Buscas salvas"
            colunas={colunas}
            itens={data}
            chave={(b) => b.id}
            vazio="Nenhuma busca salva. No repositório de soluções, busque e use “Salvar esta busca”."
          />
          <Button component={Link} to="/solutions" variant="default" w="fit-content">
            Buscar soluções
          </Button>
        </Stack>
      </Container>
    </>
  );
}
