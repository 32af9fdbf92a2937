import { Container, Skeleton, Stack } from '@mantine/core';
import { SituacaoInscricoes } from '@/components/calendario/situacao-inscricoes';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { useSessao } from '@/hooks/use-sessao';
import { useConfiguracaoCalendario } from '@/features/calendario/api/calendario';
import { AcessoNaoPermitido } from '@/components/feedback/acesso-nao-permitido';
import { CalendarioForm } from '@/features/calendario/components/calendario-form';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { ProrrogacaoForm } from '@/features/calendario/components/prorrogacao-form';
import { SecaoCalendario } from '@/features/calendario/components/secao-calendario';
import {
  AlteracoesCalendario,
  ProrrogacoesConcedidas,
} from '@/features/calendario/components/registro-calendario';
import { isAdministrador } from '@/lib/acesso-equipe';

/** /ipt/calendario: administrators set the call's dates and grant extensions, all on record. */
export function CalendarioPage() {
  const { data: sessao } = useSessao();
  const admin = Boolean(sessao && isAdministrador(sessao.tipoUsuario));
  if (!admin)
    return (
      <AcessoNaoPermitido
        motivo="Somente administradores da equipe do IPT definem o calendário da chamada."
        voltarPara={{ rotulo: 'Ir para estatísticas e soluções', para: '/ipt/home' }}
      />
    );
  return (
    <>
      <CabecalhoPagina titulo="Calendário da chamada" sobretitulo="Área de avaliação do IPT">
        Datas e horas de São Paulo. Depois do prazo (e da tolerância), as empresas não criam, não
        alteram e não enviam mais soluções; a equipe continua trabalhando normalmente. Até o
        calendário ser definido, as inscrições ficam abertas.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap="xl">
          <SituacaoInscricoes />
          <SecaoCalendario titulo="Datas">
            <FormularioCalendario />
          </SecaoCalendario>
          <SecaoCalendario titulo="Prorrogar o prazo de uma empresa">
            <ProrrogacaoForm />
          </SecaoCalendario>
          <ProrrogacoesConcedidas />
          <AlteracoesCalendario />
        </Stack>
      </Container>
    </>
  );
}

/** The form waits for the saved dates, so its fields start filled. */
function FormularioCalendario() {
  const configuracao = useConfiguracaoCalendario();
  if (configuracao.isError)
    return (
      <ErroConsulta
        erro={configuracao.error}
        onTentarNovamente={() => void configuracao.refetch()}
      />
    );
  if (!configuracao.data)
    return <Skeleton h={160} radius="md" aria-label="Carregando calendário" />;
  return (
    <CalendarioForm calendario={configuracao.data.calendario} versao={configuracao.data.versao} />
  );
}
