import { Button, Container, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconListDetails, IconPlus, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';

/** /painel/cadastro-sucesso: the solution is saved; what comes next. */
export function CadastroSucessoPage() {
  return (
    <>
      <CabecalhoPagina
        titulo="Cadastro da proposta realizada com sucesso!!"
        sobretitulo="Área da empresa"
      />
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Paper withBorder radius="md" p={{ base: 'lg', sm: 40 }}>
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon size={44} radius="xl" color="teal" variant="light">
              <IconCircleCheck size={28} aria-hidden="true" />
            </ThemeIcon>
            <Text size="lg">
              A solução e os arquivos foram salvos. Para enviá-la à avaliação, baixe o PDF em
              Soluções cadastradas, colete a assinatura do representante legal e envie o PDF
              assinado.
            </Text>
          </Group>
          <Group mt="xl" gap="sm">
            <Button
              component={Link}
              to="/painel/lista-solucoes"
              leftSection={<IconListDetails size={18} aria-hidden="true" />}
            >
              Ver soluções cadastradas
            </Button>
            <Button
              component={Link}
              to="/painel/propostas"
              variant="light"
              leftSection={<IconPlus size={18} aria-hidden="true" />}
            >
              Cadastrar outra solução
            </Button>
            <Button
              component={Link}
              to="/painel/cadastro"
              variant="default"
              leftSection={<IconUser size={18} aria-hidden="true" />}
            >
              Dados cadastrais
            </Button>
          </Group>
        </Paper>
      </Container>
    </>
  );
}
