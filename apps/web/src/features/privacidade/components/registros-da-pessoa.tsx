import { Text } from '@mantine/core';
import type { RegistroAuditoriaLido } from '@portal/domain';
import { ListaAuditoria } from '@/components/auditoria/lista-auditoria';
import { SecaoTitulada } from '@/components/leitura/secao-titulada';

interface RegistrosDaPessoaProps {
  titulo: string;
  /** The list's own name, apart from the section's: two regions must not share one. */
  tituloLista: string;
  descricao: string;
  registros: readonly RegistroAuditoriaLido[];
  vazio: string;
  /** Off for sign-ins, which are never about a solution. */
  mostrarSolucao?: boolean;
}

/** Records of the audit trail made by the person (so no "Pessoa" column): sign-ins, or acts. */
export function RegistrosDaPessoa({
  titulo,
  tituloLista,
  descricao,
  registros,
  vazio,
  mostrarSolucao = true,
}: RegistrosDaPessoaProps) {
  return (
    <SecaoTitulada titulo={titulo} nivel={2} descricao={descricao}>
      {registros.length === 0 ? (
        <Text size="sm" c="dimmed">
          {vazio}
        </Text>
      ) : (
        <ListaAuditoria
          registros={registros}
          titulo={tituloLista}
          mostrarSolucao={mostrarSolucao}
          mostrarPessoa={false}
          linkSolucao={false}
        />
      )}
    </SecaoTitulada>
  );
}
