import { Container } from '@mantine/core';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { useSessao } from '@/hooks/use-sessao';
import { AcessoNaoPermitido } from '@/components/feedback/acesso-nao-permitido';
import { GerenciarEquipe } from '@/features/equipe/components/gerenciar-equipe';
import { isAdministrador } from '@/lib/acesso-equipe';

/** /ipt/equipe: administrators only; an analyst who types the address is refused. */
export function EquipePage() {
  const { data: sessao } = useSessao();
  if (!sessao || !isAdministrador(sessao.tipoUsuario))
    return (
      <AcessoNaoPermitido
        motivo="Somente administradores da equipe do IPT gerenciam a equipe."
        voltarPara={{ rotulo: 'Ir para estatísticas e soluções', para: '/ipt/home' }}
      />
    );
  return (
    <>
      <CabecalhoPagina titulo="Equipe do IPT" sobretitulo="Área de avaliação do IPT">
        Aprove os novos cadastros e defina quem é analista ou administrador.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <GerenciarEquipe usuarioId={sessao.id} />
      </Container>
    </>
  );
}
