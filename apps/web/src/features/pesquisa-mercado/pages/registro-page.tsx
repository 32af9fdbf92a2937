import { Button, Center, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSearch } from '@tabler/icons-react';
import { formatarDataHora } from '@portal/domain';
import { Link, useParams } from 'react-router';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { MensagemPagina } from '@/components/feedback/mensagem-pagina';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { SecaoTitulada } from '@/components/leitura/secao-titulada';
import { ApiError } from '@/lib/http';
import { linksDoRegistro, useRegistroPesquisa } from '../api/registros-pesquisa';
import { SolucoesRegistradas } from '../components/solucoes-registradas';

/**
 * /registros/:codigo: a market-survey record exactly as it was made, for whoever holds its code
 * (the procurement file's reader, an auditor). Read-only; the digest lets them check a copy.
 */
export function RegistroPage() {
  const { codigo = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useRegistroPesquisa(codigo);

  if (isPending) {
    return (
      <Center py={80} role="status">
        <Loader aria-hidden="true" />
        <Text ml="md">Carregando o registro…</Text>
      </Center>
    );
  }
  if (isError && error instanceof ApiError && error.status === 404) {
    return (
      <MensagemPagina
        titulo="Registro não encontrado"
        icone={<IconFileSearch size={36} />}
        cor="azulSp"
        acoes={
          <Button component={Link} to="/solutions">
            Ver as soluções disponibilizadas
          </Button>
        }
      >
        Confira o código de verificação impresso no documento: são 12 letras e números, como
        7K3M-Q9XD-2FHB.
      </MensagemPagina>
    );
  }
  if (isError) return <ErroConsulta erro={error} onTentarNovamente={() => void refetch()} />;

  const { registro, sha256, url } = data;
  const links = linksDoRegistro(registro.codigo);
  const { gestor, busca } = registro;
  return (
    <>
      <CabecalhoPagina
        titulo="Registro de pesquisa de mercado"
        sobretitulo={`Código ${registro.codigo}`}
      >
        Registrado em {formatarDataHora(registro.registradoEm)} por {gestor.nome}, {gestor.cargo} —{' '}
        {gestor.municipio}/{gestor.uf}. Este registro não muda: publicações e alterações posteriores
        das soluções não o alteram.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap="lg">
          <Group gap="sm">
            <Button
              component="a"
              href={links.pdf}
              leftSection={<IconDownload size={18} aria-hidden="true" />}
            >
              Baixar PDF
            </Button>
            <Button
              component="a"
              href={links.csv}
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden="true" />}
            >
              Baixar planilha (CSV)
            </Button>
          </Group>

          <SecaoTitulada titulo="Busca" nivel={2}>
            <Stack gap={4}>
              {registro.finalidade && (
                <Text>
                  <strong>Finalidade:</strong> {registro.finalidade}
                </Text>
              )}
              <Text>
                <strong>Palavras buscadas:</strong> {busca.texto ?? 'nenhuma (todas as soluções)'}
              </Text>
              {busca.corrigidaPara && (
                <Text>
                  <strong>Corrigida pelo portal para:</strong> {busca.corrigidaPara}
                </Text>
              )}
              <Text>
                <strong>Filtros:</strong>{' '}
                {busca.filtros.length > 0
                  ? busca.filtros.map((f) => `${f.rotulo}: ${f.valor}`).join('; ')
                  : 'nenhum'}
              </Text>
              <Text>
                <strong>Soluções encontradas:</strong> {busca.total}
              </Text>
            </Stack>
          </SecaoTitulada>

          <SecaoTitulada
            titulo="Soluções selecionadas"
            nivel={2}
            descricao="Na ordem de preferência do responsável pela pesquisa."
          >
            <SolucoesRegistradas
              titulo="Soluções selecionadas"
              solucoes={registro.selecao}
              vazio="Nenhuma solução foi selecionada neste registro."
            />
          </SecaoTitulada>

          <SecaoTitulada
            titulo="Resultados da busca"
            nivel={2}
            descricao={
              registro.resultados.length < busca.total
                ? `Os ${registro.resultados.length} primeiros de ${busca.total}, por relevância.`
                : 'Por relevância.'
            }
          >
            <SolucoesRegistradas
              titulo="Resultados da busca"
              solucoes={registro.resultados}
              vazio="Nenhuma solução publicada atendeu à busca."
            />
          </SecaoTitulada>

          <SecaoTitulada titulo="Verificação" nivel={2}>
            <Stack gap="xs">
              <Text>
                O resumo SHA-256 abaixo é calculado sobre o registro em JSON, exatamente como o
                portal o fornece em <code>/api/registros-pesquisa/{registro.codigo}</code>. Uma
                cópia que dê outro resumo foi alterada.
              </Text>
              <Text>
                <strong>Endereço:</strong> {url}
              </Text>
              <Text>
                <strong>SHA-256:</strong> <code style={{ wordBreak: 'break-all' }}>{sha256}</code>
              </Text>
            </Stack>
          </SecaoTitulada>
        </Stack>
      </Container>
    </>
  );
}
