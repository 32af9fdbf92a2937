import { Container, Paper } from '@mantine/core';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { useSessao } from '@/hooks/use-sessao';
import { AlterarSenhaForm } from '@/features/acesso/components/alterar-senha-form';

/** /ipt/conta: the staff member's own account, which for staff is only the password. */
export function ContaPage() {
  const { data: sessao } = useSessao();
  return (
    <>
      <CabecalhoPagina titulo="Alterar senha" sobretitulo="Minha conta">
        Confirme a senha atual e escolha a nova. As suas outras sessões abertas serão encerradas;
        esta continua ativa.
      </CabecalhoPagina>
      <Container size="xs" py={{ base: 24, sm: 40 }}>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
          <AlterarSenhaForm email={sessao?.email ?? ''} />
        </Paper>
      </Container>
    </>
  );
}
