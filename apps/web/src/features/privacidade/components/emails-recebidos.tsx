import { formatarDataHora, type MeusDados, type StatusEmailSaida } from '@portal/domain';
import { SecaoTitulada } from '@/components/leitura/secao-titulada';
import { TabelaLeitura } from '@/components/leitura/tabela-leitura';

const SITUACOES: Record<StatusEmailSaida, string> = {
  pendente: 'Na fila de envio',
  enviado: 'Enviado',
  falhou: 'Não enviado',
};

const situacao = (valor: string) => SITUACOES[valor as StatusEmailSaida] ?? valor;

/** The messages the portal sent to the person's address. */
export function EmailsRecebidos({ emails }: Pick<MeusDados, 'emails'>) {
  return (
    <SecaoTitulada titulo="E-mails enviados a você" nivel={2}>
      <TabelaLeitura
        titulo="E-mails enviados a você"
        itens={emails}
        chave={(email, indice) => `${indice}-${email.criadoEm}`}
        vazio="O portal ainda não enviou e-mails a você."
        colunas={[
          { rotulo: 'Assunto', valor: (email) => email.assunto },
          { rotulo: 'Situação', valor: (email) => situacao(email.situacao) },
          { rotulo: 'Criado em', valor: (email) => formatarDataHora(email.criadoEm) },
          { rotulo: 'Enviado em', valor: (email) => formatarDataHora(email.enviadoEm) || '—' },
        ]}
      />
    </SecaoTitulada>
  );
}
