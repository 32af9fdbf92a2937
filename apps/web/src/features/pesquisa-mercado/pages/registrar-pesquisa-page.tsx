import { Anchor, Button, Container, Group, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconFileCertificate } from '@tabler/icons-react';
import {
  FINALIDADE_REGISTRO_MAXIMO,
  registroPesquisaFormSchema,
  type PaginaSolucoes,
  type RegistroPesquisaForm,
  type RegistroPesquisaFormValores,
} from '@portal/domain';
import { Link, useLocation, useNavigate } from 'react-router';
import { Aviso } from '@/components/feedback/aviso';
import { CarregandoPagina } from '@/components/feedback/carregando-pagina';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { useFormulario } from '@/components/form/use-formulario';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { SecaoTitulada } from '@/components/leitura/secao-titulada';
import { http } from '@/lib/http';
import { mostrarRecusa } from '@/lib/issues-formulario';
import { useSelecao } from '@/hooks/selecao-gestor';
import { useRegistrarPesquisa } from '../api/registros-pesquisa';
import { filtroDoEndereco } from '../lib/filtro-do-endereco';

/**
 * /gestor/registrar?busca=…: what the record will hold (this search as the catalogue answers it
 * now, and the manager's selection), the purpose to write, and the button that freezes it.
 */
export function RegistrarPesquisaPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filtro = filtroDoEndereco(search);
  const consulta = new URLSearchParams({ ...filtro, tamanho: '1' }).toString();
  const busca = useQuery({
    queryKey: ['solucoes', 'catalogo', consulta],
    queryFn: ({ signal }) => http.get<PaginaSolucoes>(`/api/solucoes?${consulta}`, { signal }),
  });
  const selecao = useSelecao();
  const registrar = useRegistrarPesquisa();
  const { form, aviso, setAviso, enviar } = useFormulario<
    RegistroPesquisaFormValores,
    RegistroPesquisaForm
  >(registroPesquisaFormSchema, { defaultValues: { finalidade: '' } });

  if (busca.isPending || selecao.isPending) return <CarregandoPagina />;
  if (busca.isError)
    return <ErroConsulta erro={busca.error} onTentarNovamente={() => void busca.refetch()} />;
  if (selecao.isError) {
    return <ErroConsulta erro={selecao.error} onTentarNovamente={() => void selecao.refetch()} />;
  }

  const aoEnviar = enviar(async (dados) => {
    try {
      const feito = await registrar.mutateAsync({
        filtro,
        selecao: selecao.data.map((item) => item.solucao.id),
        finalidade: dados.finalidade,
      });
      await navigate(`/registros/${feito.registro.codigo}`);
    } catch (erro) {
      mostrarRecusa(erro, form.setError, ['finalidade'], setAviso);
    }
  });

  const total = busca.data.total;
  return (
    <>
      <CabecalhoPagina titulo="Registrar pesquisa de mercado">
        O registro guarda esta busca, os resultados como o repositório os mostra agora (com a versão
        publicada de cada solução) e a sua seleção, com o seu nome, cargo e município. Ele não muda
        depois e ganha um código de verificação e um PDF para o processo.
      </CabecalhoPagina>
      <Container size="md" py={{ base: 24, sm: 40 }}>
        <form onSubmit={aoEnviar} noValidate aria-label="Registro de pesquisa de mercado">
          <Stack gap="lg">
            <SecaoTitulada titulo="A busca" nivel={2}>
              <Stack gap={4}>
                <Text>
                  <strong>Palavras:</strong> {filtro.busca ?? 'nenhuma (todas as soluções)'}
                </Text>
                {busca.data.sugestao && (
                  <Text>
                    <strong>Corrigida pelo portal para:</strong> {busca.data.sugestao}
                  </Text>
                )}
                <Text>
                  <strong>Soluções encontradas:</strong> {total.toLocaleString('pt-BR')}
                </Text>
                <Anchor component={Link} to={`/solutions${search}`}>
                  Voltar à busca para mudá-la
                </Anchor>
              </Stack>
            </SecaoTitulada>
            <SecaoTitulada
              titulo="Sua seleção"
              nivel={2}
              descricao="As soluções que você salvou, na ordem em que aparecem em Minha seleção."
            >
              {selecao.data.length === 0 ? (
                <Text size="sm" c="gray.7">
                  Nenhuma solução salva: o registro terá só os resultados da busca.
                </Text>
              ) : (
                <List type="ordered" spacing={4}>
                  {selecao.data.map(({ solucao }) => (
                    <List.Item key={solucao.id}>
                      {solucao.titulo} — {solucao.empresa.nome}
                    </List.Item>
                  ))}
                </List>
              )}
            </SecaoTitulada>
            <CampoTextoLongo
              control={form.control}
              name="finalidade"
              label="Finalidade da pesquisa (opcional)"
              description="Por exemplo: estudo técnico preliminar para a semaforização inteligente do centro."
              maxLength={FINALIDADE_REGISTRO_MAXIMO}
            />
            <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={registrar.isPending}
                leftSection={<IconFileCertificate size={18} aria-hidden="true" />}
              >
                Registrar pesquisa
              </Button>
            </Group>
          </Stack>
        </form>
      </Container>
    </>
  );
}
