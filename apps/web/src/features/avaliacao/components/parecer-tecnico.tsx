import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  descricaoStatusProposta,
  type EstadoParecer,
  formatarDataHora,
  LIMITES_AVALIACAO,
  rotuloCampoRegistro,
  STATUS_PROPOSTA,
} from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { ConflitoVersao } from '@/components/feedback/conflito-versao';
import { DialogoConfirmacao } from '@/components/feedback/dialogo-confirmacao';
import { useVersaoEditada } from '@/hooks/use-versao-editada';
import type { DescricaoCampos } from '@/lib/conflito-versao';
import { linkParecerEquipe, parecerQuery, useAcaoParecer, useParecer } from '../api/parecer';
import { avisoDeErro } from '../lib/aviso-de-erro';

const BOTAO_SALVAR = 'Salvar conclusão';

// Both acts cannot be undone: each asks once, naming what follows.
const CONFIRMACOES = {
  emitir: {
    titulo: 'Emitir o parecer técnico?',
    texto: 'O PDF do parecer é gerado com esta conclusão e não poderá mais ser alterado.',
    rotulo: 'Emitir parecer',
  },
  liberar: {
    titulo: 'Liberar o parecer para a empresa?',
    texto: 'A empresa passa a ver e baixar o parecer técnico. A liberação não pode ser desfeita.',
    rotulo: 'Liberar para a empresa',
  },
} as const;

const CAMPOS_PARECER: DescricaoCampos<{ conclusao: string }> = {
  campos: ['conclusao'],
  rotulo: (campo) => rotuloCampoRegistro('parecer', campo),
};

interface ParecerTecnicoProps {
  propostaId: string;
  administrador: boolean;
}

/**
 * The technical opinion: the conclusion is edited until issue; the issued PDF never changes and
 * reaches the company only when an administrator releases it.
 */
export function ParecerTecnico({ propostaId, administrador }: ParecerTecnicoProps) {
  const { data: parecer } = useParecer(propostaId, true);
  // Out here, the answer to an action outlives the editor it restarts.
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  if (!parecer) return null;
  return (
    <Stack gap="sm">
      {/* The editor keeps what is typed when the opinion is read again. */}
      <EstadoDoParecer
        propostaId={propostaId}
        administrador={administrador}
        parecer={parecer}
        setAviso={setAviso}
      />
      <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
    </Stack>
  );
}

function EstadoDoParecer({
  propostaId,
  administrador,
  parecer,
  setAviso,
}: ParecerTecnicoProps & {
  parecer: EstadoParecer;
  setAviso: (aviso: AvisoDados | null) => void;
}) {
  const acoes = useAcaoParecer(propostaId);
  const queryClient = useQueryClient();
  const [conclusao, setConclusao] = useState(parecer.conclusao);
  const [comDct, setComDct] = useState(false);
  // The act stays named while the dialog closes, so its title does not blank out mid-animation.
  const [confirmando, setConfirmando] = useState<keyof typeof CONFIRMACOES>('emitir');
  const [perguntando, setPerguntando] = useState(false);
  const perguntar = (acao: keyof typeof CONFIRMACOES) => {
    setConfirmando(acao);
    setPerguntando(true);
  };
  const versoes = useVersaoEditada({
    inicial: { valores: { conclusao: parecer.conclusao }, versao: parecer.versao },
    campos: CAMPOS_PARECER,
    carregarAtual: async () => {
      const atual = await queryClient.fetchQuery({ ...parecerQuery(propostaId), staleTime: 0 });
      return { valores: { conclusao: atual.conclusao }, versao: atual.versao };
    },
    botaoSalvar: BOTAO_SALVAR,
    setAviso,
  });

  const executar = async (acao: () => Promise<{ message: string }>) => {
    try {
      setAviso({ tipo: 'sucesso', mensagem: (await acao()).message });
    } catch (erro) {
      const conflito = versoes.recusou(erro);
      setAviso(avisoDeErro(erro, conflito));
    }
  };

  const salvarConclusao = async () => {
    const resposta = await acoes.salvar.mutateAsync({ conclusao, versao: versoes.versao });
    versoes.salvou({ valores: { conclusao }, versao: resposta.versao });
    return resposta;
  };

  const emitir = async () => {
    await salvarConclusao();
    return acoes.emitir.mutateAsync({ comDct });
  };

  const confirmar = () => {
    const acao = confirmando === 'emitir' ? emitir : () => acoes.liberar.mutateAsync();
    setPerguntando(false);
    void executar(acao);
  };

  const confirmacao = CONFIRMACOES[confirmando];
  return (
    <Stack gap="sm">
      <DialogoConfirmacao
        aberto={perguntando}
        titulo={confirmacao.titulo}
        rotuloConfirmar={confirmacao.rotulo}
        onCancelar={() => setPerguntando(false)}
        onConfirmar={confirmar}
      >
        {confirmacao.texto}
        {confirmando === 'emitir' &&
          ` A solução passa a “${descricaoStatusProposta(comDct ? STATUS_PROPOSTA.PARECER_TECNICO_COM_DCT : STATUS_PROPOSTA.PARECER_TECNICO)}”.`}
      </DialogoConfirmacao>
      {parecer.emitidoEm ? (
        <>
          <Text size="sm">
            Emitido em {formatarDataHora(parecer.emitidoEm)}
            {parecer.liberadoEm
              ? ` · liberado para a empresa em ${formatarDataHora(parecer.liberadoEm)}`
              : ' · ainda não liberado para a empresa'}
          </Text>
          <Group>
            <Anchor href={linkParecerEquipe(propostaId)} download>
              Baixar o parecer técnico (PDF)
            </Anchor>
            {administrador && !parecer.liberadoEm && (
              <Button onClick={() => perguntar('liberar')} loading={acoes.liberar.isPending}>
                Liberar para a empresa
              </Button>
            )}
          </Group>
        </>
      ) : administrador ? (
        <>
          <Textarea
            label="Conclusão do parecer"
            value={conclusao}
            onChange={(e) => setConclusao(e.currentTarget.value)}
            maxLength={LIMITES_AVALIACAO.conclusao}
            autosize
            minRows={3}
          />
          <Checkbox
            label="Parecer com DCT"
            description="Ao emitir, a solução passa a “Parecer Técnico com DCT” em vez de “Parecer Técnico”."
            checked={comDct}
            onChange={(e) => setComDct(e.currentTarget.checked)}
          />
          <Group>
            <Button
              variant="default"
              onClick={() => void executar(salvarConclusao)}
              loading={acoes.salvar.isPending}
            >
              {BOTAO_SALVAR}
            </Button>
            <Button onClick={() => perguntar('emitir')} loading={acoes.emitir.isPending}>
              Emitir parecer
            </Button>
          </Group>
          <ConflitoVersao
            titulo="Outra pessoa salvou este parecer"
            {...versoes.conflito}
            onReaplicar={() => versoes.reaplicar({ conclusao }, (v) => setConclusao(v.conclusao))}
          />
          <Text size="xs" c="dimmed">
            Depois de emitido, o parecer não pode ser alterado.
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          O parecer ainda não foi emitido.
        </Text>
      )}
    </Stack>
  );
}
