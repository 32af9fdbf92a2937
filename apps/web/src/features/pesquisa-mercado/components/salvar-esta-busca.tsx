import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import {
  buscaSalvaFormSchema,
  type BuscaSalvaForm,
  type BuscaSalvaFormValores,
} from '@portal/domain';
import { useLocation } from 'react-router';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { AcoesDialogo, Dialogo } from '@/components/feedback/dialogo';
import { CampoAceite } from '@/components/form/campo-aceite';
import { CampoTexto } from '@/components/form/campo-texto';
import { useFormulario } from '@/components/form/use-formulario';
import { mostrarRecusa } from '@/lib/issues-formulario';
import { useAlterarBuscasSalvas } from '../api/buscas-salvas';
import { filtroDoEndereco } from '../lib/filtro-do-endereco';

const INICIAL: BuscaSalvaFormValores = { nome: '', alertas: true };

/**
 * "Salvar esta busca": the catalogue's words and filters, as its address holds them, kept by
 * name; with alerts, a daily e-mail tells of new solutions that match.
 */
export function SalvarEstaBusca() {
  const { search } = useLocation();
  const [aberto, setAberto] = useState(false);
  const [salva, setSalva] = useState<AvisoDados | null>(null);
  const { salvar } = useAlterarBuscasSalvas();
  const { form, aviso, setAviso, enviar } = useFormulario<BuscaSalvaFormValores, BuscaSalvaForm>(
    buscaSalvaFormSchema,
    { defaultValues: INICIAL },
  );
  const filtro = filtroDoEndereco(search);

  const fechar = () => {
    setAviso(null);
    setAberto(false);
  };
  const aoEnviar = enviar(async (dados) => {
    try {
      const resposta = await salvar.mutateAsync({ ...dados, filtro });
      setSalva({ tipo: 'sucesso', mensagem: resposta.message });
      fechar();
    } catch (erro) {
      mostrarRecusa(erro, form.setError, ['nome', 'alertas'], setAviso);
    }
  });

  return (
    <Stack gap="xs">
      <Button
        variant="light"
        leftSection={<IconBookmark size={18} aria-hidden="true" />}
        onClick={() => {
          form.reset({ ...INICIAL, nome: filtro.busca ?? '' });
          setSalva(null);
          setAberto(true);
        }}
      >
        Salvar esta busca
      </Button>
      <Aviso aviso={salva} onFechar={() => setSalva(null)} />
      <Dialogo opened={aberto} onClose={fechar} title="Salvar esta busca">
        <form onSubmit={aoEnviar} noValidate>
          <Stack gap="md">
            <Text size="sm">
              As palavras e os filtros de agora ficam guardados em Buscas salvas, na sua área.
            </Text>
            <CampoTexto control={form.control} name="nome" label="Nome da busca" required />
            <CampoAceite
              control={form.control}
              name="alertas"
              label="Receber um e-mail por dia quando houver soluções novas para esta busca"
            />
            <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
            <AcoesDialogo onCancelar={fechar} enviando={salvar.isPending} />
          </Stack>
        </form>
      </Dialogo>
    </Stack>
  );
}
