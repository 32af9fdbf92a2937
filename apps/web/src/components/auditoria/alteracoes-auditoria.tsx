import { List, Text } from '@mantine/core';
import type { RegistroAuditoriaLido } from '@portal/domain';
import { alteracoesLidas, detalhesLidos } from '@/lib/alteracoes-auditoria';

const SEM_VALOR_REGISTRADO = 'alterado (dado pessoal, valor não registrado)';

/**
 * What a record changed, field by field ("de → para"), and its other facts. A person's data
 * appears by name only: the trail must not become a second copy of what anonymisation erases.
 */
export function AlteracoesAuditoria({ registro }: { registro: RegistroAuditoriaLido }) {
  const alteracoes = alteracoesLidas(registro);
  const detalhes = detalhesLidos(registro);
  if (alteracoes.length === 0 && detalhes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Sem alterações de campos
      </Text>
    );
  return (
    <List size="sm" spacing={4} listStyleType="none" style={{ overflowWrap: 'anywhere' }}>
      {alteracoes.map(({ campo, rotulo, valores }) => (
        <List.Item key={campo}>
          <Text span fw={600} inherit>
            {rotulo}:
          </Text>{' '}
          {valores ? (
            <>
              {valores.de} → {valores.para}
            </>
          ) : (
            <Text span fs="italic" inherit>
              {SEM_VALOR_REGISTRADO}
            </Text>
          )}
        </List.Item>
      ))}
      {detalhes.map((detalhe) => (
        <List.Item key={detalhe} c="dimmed">
          {detalhe}
        </List.Item>
      ))}
    </List>
  );
}
