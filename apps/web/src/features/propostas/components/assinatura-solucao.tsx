import { useState } from 'react';
import { Badge, Divider, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import {
  formatarCpf,
  formatarDataHora,
  type AssinaturaVerificada,
  type VerificacaoAssinatura,
} from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { SecaoTitulada } from '@/components/leitura/secao-titulada';
import { useAssinaturas } from '../api/assinaturas';
import { DecisaoAssinaturaForm } from './decisao-assinatura-form';

const COR = { verificada: 'teal', a_conferir: 'yellow', sem_assinatura: 'gray' } as const;

const REVOGACAO = {
  verificada: 'não revogado, pelas LCRs abaixo',
  revogado: 'revogado',
  'nao-verificada': 'revogação não verificada',
} as const;

/** One signature: who (name and formatted CPF), when, and the chain from signer to root. */
function DetalheAssinatura({ assinatura, n }: { assinatura: AssinaturaVerificada; n: number }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        Assinatura {n}: {assinatura.signatario ?? 'signatário sem nome no certificado'}
      </Text>
      <Text size="sm">
        CPF: {assinatura.cpf ? formatarCpf(assinatura.cpf) : 'o certificado não traz CPF'}
      </Text>
      <Text size="sm">
        Assinada em:{' '}
        {assinatura.assinadaEm
          ? `${formatarDataHora(assinatura.assinadaEm)} (hora declarada por quem assinou)`
          : 'não informado'}
      </Text>
      <Text size="sm">
        Cadeia {assinatura.cadeiaConfiavel ? 'confiável' : 'não confiável'};{' '}
        {REVOGACAO[assinatura.revogacao]}.
      </Text>
      <List size="sm" spacing={2} aria-label={`Cadeia da assinatura ${n}`}>
        {assinatura.cadeia.map((certificado) => (
          <List.Item key={`${certificado.emissor}-${certificado.serie}`}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {certificado.titular} — série {certificado.serie}, válido até{' '}
              {formatarDataHora(certificado.validoAte)}
            </Text>
          </List.Item>
        ))}
      </List>
      {assinatura.lcrs.length > 0 && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          LCRs usadas:{' '}
          {assinatura.lcrs
            .map(
              (lcr) =>
                `${lcr.emissor} (emitida em ${formatarDataHora(lcr.emitidaEm)}, ${
                  lcr.url ? `baixada de ${lcr.url}` : 'trazida pela assinatura'
                })`,
            )
            .join('; ')}
        </Text>
      )}
    </Stack>
  );
}

function Verificacao({
  verificacao,
  propostaId,
  onDecidido,
}: {
  verificacao: VerificacaoAssinatura;
  propostaId: string;
  onDecidido: (mensagem: string) => void;
}) {
  const { decisao } = verificacao;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Badge color={COR[verificacao.veredito]} variant="light" size="lg">
          {verificacao.rotulo}
        </Badge>
        <Text size="sm" c="dimmed">
          Verificada no envio, em {formatarDataHora(verificacao.verificadaEm)}
        </Text>
      </Group>
      {verificacao.motivos.length > 0 && (
        <div>
          <Text size="sm" fw={700}>
            Motivos
          </Text>
          <List size="sm" spacing={2}>
            {verificacao.motivos.map((motivo) => (
              <List.Item key={motivo.codigo}>{motivo.texto}</List.Item>
            ))}
          </List>
        </div>
      )}
      {verificacao.assinaturas.map((assinatura, i) => (
        <DetalheAssinatura key={i} assinatura={assinatura} n={i + 1} />
      ))}
      {decisao ? (
        <Text size="sm">
          <strong>{decisao.rotulo}</strong>
          {decisao.decididaPor ? ` por ${decisao.decididaPor}` : ''}
          {decisao.decididaEm ? `, em ${formatarDataHora(decisao.decididaEm)}` : ''}
          {decisao.justificativa ? `: ${decisao.justificativa}` : '.'}
        </Text>
      ) : (
        verificacao.veredito === 'a_conferir' && (
          <DecisaoAssinaturaForm
            propostaId={propostaId}
            verificacaoId={verificacao.id}
            onDecidido={onDecidido}
          />
        )
      )}
    </Stack>
  );
}

/**
 * The digital signature of each signed PDF the company sent, as verified on upload:
 * the verdict, its reasons, each signer with CPF, time and chain, and staff's decision.
 */
export function AssinaturaSolucao({ propostaId }: { propostaId: string }) {
  const { data, isPending, isError } = useAssinaturas(propostaId);
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  return (
    <SecaoTitulada titulo="Assinatura digital do PDF" nivel={2}>
      <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
      {isPending ? (
        <Skeleton height={80} />
      ) : isError ? (
        <Text size="sm" c="var(--mantine-color-error)">
          Não foi possível carregar a verificação da assinatura.
        </Text>
      ) : data.length === 0 ? (
        <Text size="sm">A empresa ainda não enviou o PDF assinado.</Text>
      ) : (
        <Stack gap="md">
          {data.map((verificacao, i) => (
            <Stack key={verificacao.id} gap="md">
              {i > 0 && <Divider label="Envio anterior" labelPosition="left" />}
              <Verificacao
                verificacao={verificacao}
                propostaId={propostaId}
                onDecidido={(mensagem) => setAviso({ tipo: 'sucesso', mensagem })}
              />
            </Stack>
          ))}
        </Stack>
      )}
    </SecaoTitulada>
  );
}
