import { Alert, Anchor, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconBookmarks, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatarCpf } from '@portal/domain';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { usePerfilGestor } from '../api/perfil-gestor';

const SITUACAO = {
  verificado: { cor: 'green', texto: 'Cadastro verificado: você pode salvar e comparar soluções.' },
  pendente: {
    cor: 'yellow',
    texto:
      'A equipe do portal está verificando o seu vínculo com o município. Você recebe um e-mail quando terminar; até lá, navegue pelo catálogo.',
  },
  recusado: { cor: 'red', texto: 'A equipe do portal não conseguiu verificar o seu vínculo.' },
} as const;

/** /gestor: the manager's area, with the standing of the registration and the way to the tasks. */
export function GestorHomePage() {
  const perfil = usePerfilGestor();
  if (perfil.isError) return <ErroConsulta erro={perfil.error} />;
  const dados = perfil.data;
  const situacao = dados ? SITUACAO[dados.situacao] : null;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Área do gestor público</Title>
        {dados && situacao && (
          <>
            <Alert color={situacao.cor} title="Situação do cadastro" role="status">
              {situacao.texto}
              {dados.motivoRecusa && <Text mt="xs">Motivo: {dados.motivoRecusa}</Text>}
            </Alert>
            <List spacing="xs">
              <List.Item>Nome: {dados.nome}</List.Item>
              <List.Item>CPF: {formatarCpf(dados.cpf)}</List.Item>
              <List.Item>
                Município: {dados.municipio.nome}/{dados.municipio.uf} (IBGE {dados.municipio.id})
              </List.Item>
              <List.Item>Cargo: {dados.cargo}</List.Item>
              <List.Item>E-mail institucional: {dados.email}</List.Item>
              {dados.telefoneInstitucional && (
                <List.Item>Telefone institucional: {dados.telefoneInstitucional}</List.Item>
              )}
            </List>
            <Group>
              <Button
                component={Link}
                to="/solutions"
                leftSection={<IconSearch size={18} aria-hidden="true" />}
              >
                Procurar soluções
              </Button>
              {dados.situacao === 'verificado' && (
                <Button
                  component={Link}
                  to="/gestor/selecao"
                  variant="outline"
                  leftSection={<IconBookmarks size={18} aria-hidden="true" />}
                >
                  Minha seleção
                </Button>
              )}
            </Group>
            <Text size="sm">
              Para corrigir o município ou o cargo, escreva pelo{' '}
              <Anchor href="/privacidade" underline="always">
                canal de contato do portal
              </Anchor>
              .
            </Text>
          </>
        )}
      </Stack>
    </Container>
  );
}
