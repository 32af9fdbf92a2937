import { useState } from 'react';
import { Button, Radio, Stack, Text, Textarea } from '@mantine/core';
import { LIMITES_AVALIACAO, MENSAGENS, TIPOS_CONFLITO } from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { useDeclararConflito } from '../api/painel';

/**
 * The declaration that comes before the form: no conflict with the company, or one of its kinds.
 * A conflict ends the assignment at once, so the button says what it does.
 */
export function DeclaracaoConflito({ propostaId }: { propostaId: string }) {
  const declarar = useDeclararConflito(propostaId);
  const [escolha, setEscolha] = useState('nenhum');
  const [descricao, setDescricao] = useState('');
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  const faltaDescricao = escolha === 'outro' && descricao.trim() === '';

  const confirmar = async () => {
    if (faltaDescricao) {
      setAviso({ tipo: 'erro', mensagem: MENSAGENS.descricaoConflitoObrigatoria });
      return;
    }
    try {
      await declarar.mutateAsync({ conflito: escolha as 'nenhum', descricao: descricao || null });
    } catch (erro) {
      setAviso({
        tipo: 'erro',
        mensagem: erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO,
      });
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        Antes de abrir o formulário, declare se você tem conflito de interesse com a empresa desta
        solução. Havendo conflito, a atribuição é removida e os administradores são avisados.
      </Text>
      <Radio.Group value={escolha} onChange={setEscolha} label="Conflito de interesse" withAsterisk>
        <Stack gap={6} mt={6}>
          <Radio value="nenhum" label="Não tenho conflito de interesse com a empresa" />
          {TIPOS_CONFLITO.map((tipo) => (
            <Radio
              key={tipo.id}
              value={tipo.id}
              label={`Tenho conflito ${tipo.descricao.toLowerCase()}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      {escolha !== 'nenhum' && (
        <Textarea
          label={escolha === 'outro' ? 'Descreva o conflito' : 'Descrição (opcional)'}
          withAsterisk={escolha === 'outro'}
          value={descricao}
          onChange={(e) => setDescricao(e.currentTarget.value)}
          maxLength={LIMITES_AVALIACAO.descricaoConflito}
          error={faltaDescricao && aviso ? MENSAGENS.descricaoConflitoObrigatoria : undefined}
          autosize
          minRows={2}
        />
      )}
      <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
      <div>
        <Button
          onClick={() => void confirmar()}
          loading={declarar.isPending}
          color={escolha === 'nenhum' ? undefined : 'red'}
        >
          {escolha === 'nenhum'
            ? 'Confirmar e abrir o formulário'
            : 'Declarar conflito e deixar a avaliação'}
        </Button>
      </div>
    </Stack>
  );
}
