import { Badge } from '@mantine/core';
import { formatarDataHora, type MeusDados } from '@portal/domain';
import { SecaoTitulada } from '@/components/leitura/secao-titulada';
import { TabelaLeitura } from '@/components/leitura/tabela-leitura';

/** The sessions open in the person's name: one they do not recognise is a reason to act. */
export function SessoesAbertas({ sessoes }: Pick<MeusDados, 'sessoes'>) {
  return (
    <SecaoTitulada
      titulo="Sessões abertas"
      nivel={2}
      descricao="Cada navegador em que você entrou e ainda não saiu. Uma sessão termina 12 horas depois da entrada ou após 2 horas sem uso."
    >
      <TabelaLeitura
        titulo="Sessões abertas"
        itens={sessoes}
        chave={(sessao) => sessao.criadaEm}
        vazio="Nenhuma sessão aberta."
        colunas={[
          {
            rotulo: 'Iniciada em',
            valor: (sessao) => (
              <>
                {formatarDataHora(sessao.criadaEm)}{' '}
                {sessao.atual && (
                  <Badge variant="light" color="teal">
                    Esta sessão
                  </Badge>
                )}
              </>
            ),
          },
          { rotulo: 'Último uso', valor: (sessao) => formatarDataHora(sessao.ultimoUsoEm) },
          { rotulo: 'Termina até', valor: (sessao) => formatarDataHora(sessao.expiraEm) },
        ]}
      />
    </SecaoTitulada>
  );
}
