import { useEffect, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconFolder } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { type ArquivoProposta, MENSAGENS, type PropostaLida } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { SobreposicaoCarregando } from '@/components/feedback/sobreposicao-carregando';
import { useFormulario } from '@/components/form/use-formulario';
import { arquivosPropostaQuery } from '../api/arquivos-proposta';
import { propostaQuery } from '../api/buscar-proposta';
import { useRascunho } from '../hooks/use-rascunho';
import { useSalvarProposta } from '../hooks/use-salvar-proposta';
import { anexosVazios } from '../lib/anexos';
import { ConflitoVersao } from '@/components/feedback/conflito-versao';
import { avisoReaplicado, type Divergencia } from '@/lib/conflito-versao';
import { reaplicarTextos } from '../lib/conflito-versao';
import { PARAMETRO_CAMPO } from '../lib/links-campos';
import {
  campoDoCaminho,
  textosDaProposta,
  textosVazios,
  type PropostaFormularioValores,
  type TextosProposta,
} from '../lib/formulario-proposta';
import { chaveRascunho, somenteTextos } from '../lib/rascunho';
import { criarSchemaProposta, type PropostaFormularioSaida } from '../lib/schema-proposta';
import { AvisoRascunho } from './aviso-rascunho';
import { DialogoSessaoExpirada } from './dialogo-sessao-expirada';
import { ModalArquivosProposta } from './modal-arquivos-proposta';
import { NotaPdfAssinado } from './nota-pdf-assinado';
import { PainelSolicitacoes } from './painel-solicitacoes';
import { ParteDaRodada } from './parte-da-rodada';
import { PainelCompletude } from './painel-completude';
import { ResultadoEnvio } from './resultado-envio';
import { SecaoAnexos } from './secao-anexos';
import { SecaoDescricaoTecnica } from './secao-descricao-tecnica';
import { SecaoDestino } from './secao-destino';
import { SecaoHistorico } from './secao-historico';
import { SecaoIdentificacao } from './secao-identificacao';
import { SecaoJustificativa } from './secao-justificativa';
import { SecaoSuporte } from './secao-suporte';

interface PropostaFormProps {
  /** Null for a new solution. */
  proposta: PropostaLida | null;
  usuario: { id: string; email: string };
  /** The first save gave the solution its id: the page moves to its address. */
  aoCriar: (id: string) => void;
}

const contarPorContexto = (arquivos: readonly ArquivoProposta[] | undefined) =>
  (arquivos ?? []).reduce<Record<number, number>>((total, { contexto }) => {
    total[contexto] = (total[contexto] ?? 0) + 1;
    return total;
  }, {});

/** 'Cadastro da solução' (spec §2): new until the first save, then an edit of that solution. */
export function PropostaForm({ proposta, usuario, aoCriar }: PropostaFormProps) {
  const [propostaId, setPropostaId] = useState<string | null>(proposta?.id ?? null);
  const [salvos, setSalvos] = useState<TextosProposta>(() =>
    proposta ? textosDaProposta(proposta) : textosVazios(),
  );
  const [arquivosAbertos, setArquivosAbertos] = useState(false);
  const arquivos = useQuery(arquivosPropostaQuery(propostaId));
  const enviadosPorContexto = contarPorContexto(arquivos.data);

  // The form takes the resolver of each render: photos stop being required after the first save.
  const schema = criarSchemaProposta({ enviadosPorContexto });
  const { form, aviso, setAviso, enviar } = useFormulario<
    PropostaFormularioValores,
    PropostaFormularioSaida
  >(schema, {
    defaultValues: { ...salvos, anexos: anexosVazios() },
    mensagemCamposInvalidos: MENSAGENS.verifiqueCamposDestacados,
  });

  const rascunho = useRascunho(form, chaveRascunho(usuario.id, propostaId), salvos);
  const [versao, setVersao] = useState<number | null>(proposta?.versao ?? null);
  const [divergencias, setDivergencias] = useState<Divergencia[]>([]);
  const [reaplicando, setReaplicando] = useState(false);
  const envio = useSalvarProposta({
    form,
    propostaId,
    versao,
    aoCriar: (id) => {
      setPropostaId(id);
      aoCriar(id);
    },
    aoSalvar: (_id, salva) => {
      rascunho.limpar();
      setSalvos(somenteTextos(form.getValues()));
      setVersao(salva);
      setDivergencias([]);
    },
    setAviso,
  });

  // The current copy, with what this person typed reapplied over it (lib/conflito-versao.ts).
  const queryClient = useQueryClient();
  const reaplicar = async () => {
    if (!propostaId) return;
    setReaplicando(true);
    try {
      const atual = await queryClient.fetchQuery({ ...propostaQuery(propostaId), staleTime: 0 });
      const textosAtuais = textosDaProposta(atual);
      const mescla = reaplicarTextos(somenteTextos(form.getValues()), salvos, textosAtuais);
      form.reset({ ...mescla.valores, anexos: form.getValues().anexos });
      setSalvos(textosAtuais);
      setVersao(atual.versao);
      setDivergencias(mescla.divergencias);
      envio.limparConflito();
      setAviso({
        tipo: 'info',
        mensagem: avisoReaplicado('Atualizar cadastro'),
      });
    } catch {
      setAviso({ tipo: 'erro', mensagem: MENSAGENS.erroAtualizarSolucao });
    } finally {
      setReaplicando(false);
    }
  };
  const ocupado = envio.progresso !== null || form.formState.isSubmitting;

  // A link to one field (from what a refusal said was missing) opens the form on it.
  const [parametros] = useSearchParams();
  const campoPedido = parametros.get(PARAMETRO_CAMPO);
  useEffect(() => {
    if (!campoPedido) return;
    const campo = campoPedido === 'anexos.fotos' ? campoPedido : campoDoCaminho(campoPedido);
    if (campo) form.setFocus(campo as never);
  }, [campoPedido, form]);

  return (
    <FormProvider {...form}>
      <SobreposicaoCarregando mensagem={envio.progresso} />
      <form onSubmit={enviar(envio.salvar)} noValidate aria-busy={ocupado}>
        <Stack gap="xl">
          {rascunho.oferecido && (
            <AvisoRascunho
              salvoEm={rascunho.oferecido.salvoEm}
              onRestaurar={rascunho.restaurar}
              onDescartar={rascunho.descartar}
            />
          )}
          {propostaId && (
            <Group justify="flex-end">
              <Button
                variant="light"
                leftSection={<IconFolder size={20} aria-hidden="true" />}
                onClick={() => setArquivosAbertos(true)}
              >
                Arquivos enviados
              </Button>
            </Group>
          )}
          <NotaPdfAssinado />
          {propostaId && <PainelCompletude enviadosPorContexto={enviadosPorContexto} />}
          <PainelSolicitacoes />
          <ParteDaRodada alvo="identificacao">
            <SecaoIdentificacao />
          </ParteDaRodada>
          <ParteDaRodada alvo="destino">
            <SecaoDestino />
          </ParteDaRodada>
          <ParteDaRodada alvo="descricaoTecnica">
            <SecaoDescricaoTecnica />
          </ParteDaRodada>
          <ParteDaRodada alvo="justificativa">
            <SecaoJustificativa />
          </ParteDaRodada>
          <ParteDaRodada alvo="historico">
            <SecaoHistorico />
          </ParteDaRodada>
          <ParteDaRodada alvo="suporte">
            <SecaoSuporte />
          </ParteDaRodada>
          <SecaoAnexos enviadosPorContexto={enviadosPorContexto} />
          <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
          <ConflitoVersao
            titulo="Outra pessoa salvou esta solução"
            botaoSalvar="Atualizar cadastro"
            recusado={envio.conflito}
            divergencias={divergencias}
            onReaplicar={reaplicar}
            ocupado={reaplicando}
          />
          <ResultadoEnvio
            resultado={envio.resultado}
            onTentarDeNovo={envio.reenviar}
            ocupado={ocupado}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              size="md"
              disabled={ocupado}
              leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            >
              {propostaId ? 'Atualizar cadastro' : 'Confirmar cadastro'}
            </Button>
          </Group>
        </Stack>
      </form>
      {propostaId && (
        <ModalArquivosProposta
          propostaId={propostaId}
          aberto={arquivosAbertos}
          onFechar={() => setArquivosAbertos(false)}
        />
      )}
      <DialogoSessaoExpirada
        aberto={envio.sessaoExpirada}
        email={usuario.email}
        onCancelar={envio.cancelarEntrada}
        onEntrar={envio.entrarESalvar}
      />
    </FormProvider>
  );
}
