import { Container, Skeleton } from '@mantine/core';
import { SITUACAO_MEMBRO } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { useSessao } from '@/hooks/use-sessao';
import { useVinculoEmpresa } from '../api/equipe-empresa';
import { AvisoVinculo } from '../components/aviso-vinculo';
import { GerenciarEquipeEmpresa } from '../components/gerenciar-equipe-empresa';

/** /painel/equipe, the link of the e-mail sent to members when someone asks to join. */
export function EquipeEmpresaPage() {
  const { data: sessao } = useSessao();
  const vinculo = useVinculoEmpresa();
  return (
    <>
      <CabecalhoPagina titulo="Equipe da empresa" sobretitulo="Área da empresa">
        Quem pediu para participar da empresa e quem já faz parte dela.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        {vinculo.isError ? (
          <Aviso aviso={{ tipo: 'erro', mensagem: vinculo.error.message }} />
        ) : !vinculo.data || !sessao ? (
          vinculo.data === null ? (
            <Aviso
              aviso={{ tipo: 'info', mensagem: 'Seu usuário não está vinculado a uma empresa.' }}
            />
          ) : (
            <Skeleton h={220} radius="md" role="status" aria-label="Carregando a equipe" />
          )
        ) : vinculo.data.situacao === SITUACAO_MEMBRO.ATIVO ? (
          <GerenciarEquipeEmpresa usuarioId={sessao.id} />
        ) : (
          <AvisoVinculo vinculo={vinculo.data} />
        )}
      </Container>
    </>
  );
}
