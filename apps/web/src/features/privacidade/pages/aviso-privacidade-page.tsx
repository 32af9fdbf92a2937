import { Anchor, Center, Container, List, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatarData } from '@portal/domain';
import { FalhaAoCarregar } from '@/components/feedback/falha-ao-carregar';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { TabelaLeitura } from '@/components/leitura/tabela-leitura';
import { usePrivacidade } from '@/hooks/use-privacidade';
import { LEI_LGPD } from '@/lib/site';
import { ContatoEncarregado } from '../components/contato-encarregado';
import { SecaoAviso } from '../components/secao-aviso';
import {
  DADOS_TRATADOS,
  DESTINATARIOS,
  DIREITOS,
  FINALIDADES,
  SITE_ANPD,
} from '../content/aviso-privacidade';

/** /privacidade: the privacy notice (LGPD art. 9), public, with the terms in force. */
export function AvisoPrivacidadePage() {
  const { data: privacidade, error, refetch } = usePrivacidade();
  return (
    <>
      <CabecalhoPagina titulo="Aviso de privacidade">
        Como o portal trata os dados pessoais de quem participa da chamada, com base na{' '}
        <Anchor
          underline="always"
          href={LEI_LGPD}
          target="_blank"
          rel="noopener noreferrer"
          inherit
        >
          Lei Geral de Proteção de Dados Pessoais (LGPD)
        </Anchor>
        , e como você exerce os seus direitos.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        {error ? (
          <FalhaAoCarregar erro={error} onTentarNovamente={() => void refetch()} />
        ) : !privacidade ? (
          <Center py="xl" role="status">
            <Loader aria-hidden="true" />
            <Text ml="md">Carregando o aviso de privacidade…</Text>
          </Center>
        ) : (
          <Stack gap={40} maw={880}>
            <ContatoEncarregado encarregado={privacidade.encarregado} />

            <SecaoAviso titulo="Quem é o controlador">
              <Text>
                <strong>{privacidade.controlador.nome}</strong> decide como os dados são tratados e
                responde por eles.
              </Text>
              <Text style={{ whiteSpace: 'pre-line' }}>{privacidade.controlador.contato}</Text>
            </SecaoAviso>

            <SecaoAviso titulo="Quais dados tratamos">
              <List spacing="xs">
                {DADOS_TRATADOS.map(({ grupo, dados }) => (
                  <List.Item key={grupo}>
                    <strong>{grupo}:</strong> {dados}
                  </List.Item>
                ))}
              </List>
            </SecaoAviso>

            <SecaoAviso titulo="Para que usamos e com que base legal">
              <TabelaLeitura
                titulo="Finalidades e bases legais"
                itens={FINALIDADES}
                chave={(item) => item.finalidade}
                vazio=""
                colunas={[
                  { rotulo: 'Finalidade', valor: (item) => item.finalidade },
                  { rotulo: 'Base legal', valor: (item) => item.base },
                ]}
              />
            </SecaoAviso>

            <SecaoAviso titulo="Com quem compartilhamos">
              <List spacing="xs">
                {DESTINATARIOS.map((destinatario) => (
                  <List.Item key={destinatario}>{destinatario}</List.Item>
                ))}
              </List>
            </SecaoAviso>

            <SecaoAviso titulo="Por quanto tempo guardamos">
              <List spacing="xs">
                <List.Item>
                  Registros de acesso (entradas no portal, com IP e hora):{' '}
                  {privacidade.retencao.acessosMeses} meses; depois, são apagados.
                </List.Item>
                <List.Item>
                  Registro de ações e documentos da chamada: enquanto a administração pública
                  guardar os registros da chamada pública.
                </List.Item>
                <List.Item>
                  Sessões: terminam 12 horas depois da entrada ou após 2 horas sem uso.
                </List.Item>
                <List.Item>
                  Conta excluída: o nome, o e-mail e os telefones são anonimizados na hora.
                </List.Item>
              </List>
            </SecaoAviso>

            <SecaoAviso titulo="Seus direitos">
              <Text>A LGPD (art. 18) garante a você:</Text>
              <List spacing="xs">
                {DIREITOS.map((direito) => (
                  <List.Item key={direito}>{direito}</List.Item>
                ))}
              </List>
            </SecaoAviso>

            <SecaoAviso titulo="Como exercer os seus direitos">
              <List spacing="xs">
                <List.Item>
                  Na página{' '}
                  <Anchor underline="always" component={Link} to="/meus-dados" fw={600}>
                    Meus dados
                  </Anchor>{' '}
                  (depois de entrar no portal): veja e baixe tudo o que guardamos sobre você, faça
                  um pedido ao encarregado ou exclua a sua conta.
                </List.Item>
                <List.Item>
                  Ou escreva ao encarregado:{' '}
                  <Anchor
                    underline="always"
                    href={`mailto:${privacidade.encarregado.email}`}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {privacidade.encarregado.email}
                  </Anchor>
                  .
                </List.Item>
              </List>
              <Text>
                Respondemos em até {privacidade.retencao.prazoPedidoDias} dias. Se não ficar
                satisfeito, você pode reclamar à{' '}
                <Anchor
                  underline="always"
                  href={SITE_ANPD}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Autoridade Nacional de Proteção de Dados (ANPD)
                </Anchor>
                .
              </Text>
            </SecaoAviso>

            <SecaoAviso titulo="Termos de uso em vigor">
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
                <Text fw={700}>
                  Versão {privacidade.termos.versao}, publicada em{' '}
                  {formatarData(privacidade.termos.publicadaEm)}
                </Text>
                <Text mt="xs" style={{ whiteSpace: 'pre-line' }}>
                  {privacidade.termos.resumo}
                </Text>
              </Paper>
              <Text size="sm" c="gray.7">
                Controlador e encarregado atualizados em {formatarData(privacidade.atualizadoEm)}.
              </Text>
            </SecaoAviso>
          </Stack>
        )}
      </Container>
    </>
  );
}
