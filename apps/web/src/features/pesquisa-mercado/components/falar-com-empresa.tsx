import { useState } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import {
  LIMITES_CONTATO,
  mensagemEmpresaSchema,
  type MensagemEmpresaEntrada,
} from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { AcoesDialogo, Dialogo } from '@/components/feedback/dialogo';
import { CampoTexto } from '@/components/form/campo-texto';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { useFormulario } from '@/components/form/use-formulario';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { useContatosDoGestor, useEnviarContato } from '../api/contato-empresa';

const VAZIO: MensagemEmpresaEntrada = { assunto: '', texto: '' };

/**
 * "Falar com a empresa": the manager writes, sees the institutional contact the company will
 * answer to, and sends. The members' addresses never reach the browser.
 */
export function FalarComEmpresa({ propostaId, empresa }: { propostaId: string; empresa: string }) {
  const [aberto, setAberto] = useState(false);
  const [enviado, setEnviado] = useState<AvisoDados | null>(null);
  const contatos = useContatosDoGestor(aberto);
  const enviar = useEnviarContato(propostaId);
  const {
    form,
    aviso,
    setAviso,
    enviar: aoEnviar,
  } = useFormulario<MensagemEmpresaEntrada, MensagemEmpresaEntrada>(mensagemEmpresaSchema, {
    defaultValues: VAZIO,
  });

  const fechar = () => {
    setAviso(null);
    setAberto(false);
  };
  const salvar = aoEnviar(async (mensagem) => {
    try {
      const resposta = await enviar.mutateAsync(mensagem);
      setEnviado({ tipo: 'sucesso', mensagem: resposta.message });
      form.reset(VAZIO);
      fechar();
    } catch (erro) {
      setAviso({
        tipo: 'erro',
        mensagem: erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO,
      });
    }
  });
  const remetente = contatos.data?.remetente;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="falar-empresa">
      <Stack gap="sm">
        <Text fw={700} id="falar-empresa">
          Interessou ao seu município?
        </Text>
        <Text size="sm">
          Escreva à {empresa}. A mensagem chega por e-mail a quem responde pela empresa, e a
          resposta vem direto para o seu e-mail institucional.
        </Text>
        <Button
          leftSection={<IconMail size={16} aria-hidden="true" />}
          onClick={() => {
            setEnviado(null);
            setAberto(true);
          }}
        >
          Falar com a empresa
        </Button>
        <Aviso aviso={enviado} onFechar={() => setEnviado(null)} />
      </Stack>
      <Dialogo opened={aberto} onClose={fechar} title="Falar com a empresa" size="lg">
        <form onSubmit={salvar} noValidate>
          <Stack gap="md">
            <Text size="sm">
              Para: <strong>{empresa}</strong> (todos os integrantes ativos da empresa)
            </Text>
            <Text size="sm" aria-live="polite">
              {remetente
                ? `A empresa verá: ${remetente.nome}${remetente.cargo ? `, ${remetente.cargo}` : ''} — ${remetente.municipio}/${remetente.uf}, e responderá para ${remetente.email}.`
                : 'Carregando o seu contato institucional…'}
            </Text>
            <CampoTexto
              control={form.control}
              name="assunto"
              label="Assunto"
              maxLength={LIMITES_CONTATO.assunto}
              withAsterisk
              data-autofocus
            />
            <CampoTextoLongo
              control={form.control}
              name="texto"
              label="Mensagem"
              maxLength={LIMITES_CONTATO.texto}
              withAsterisk
              placeholder="Ex.: temos 40 cruzamentos semaforizados; a solução atende cidades de 80 mil habitantes?"
            />
            <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
            <AcoesDialogo onCancelar={fechar} enviando={form.formState.isSubmitting} />
          </Stack>
        </form>
      </Dialogo>
    </Paper>
  );
}
