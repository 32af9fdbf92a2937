import { List } from '@mantine/core';
import { formatarCpf, formatarDataHora, type MeusDados } from '@portal/domain';
import { SecaoLeitura } from '@/components/leitura/secao-leitura';
import { simNao, situacaoNaEmpresa, telefoneLido } from '../lib/leitura-meus-dados';

interface DadosDaContaProps {
  dados: Pick<MeusDados, 'conta' | 'telefones' | 'aceites'>;
  /** Company accounts also have a place in the company; staff accounts do not. */
  daEmpresa: boolean;
}

/** The person's own account: who they are, how to reach them, which terms they accepted. */
export function DadosDaConta({
  dados: { conta, telefones, aceites },
  daEmpresa,
}: DadosDaContaProps) {
  return (
    <SecaoLeitura
      titulo="Sua conta"
      nivel={2}
      campos={[
        { rotulo: 'Nome', valor: conta.nome },
        { rotulo: 'E-mail', valor: conta.email },
        ...(conta.emailAConfirmar
          ? [{ rotulo: 'Novo e-mail aguardando confirmação', valor: conta.emailAConfirmar }]
          : []),
        { rotulo: 'Login', valor: conta.login },
        { rotulo: 'Perfil', valor: conta.perfil },
        { rotulo: 'Cargo', valor: conta.cargo },
        { rotulo: 'Departamento', valor: conta.departamento },
        ...(daEmpresa
          ? [{ rotulo: 'Situação na empresa', valor: situacaoNaEmpresa(conta.situacaoNaEmpresa) }]
          : []),
        {
          rotulo: 'Telefones',
          valor:
            telefones.length > 0 ? (
              <List size="sm" spacing={2}>
                {telefones.map((telefone) => (
                  <List.Item key={telefoneLido(telefone)}>{telefoneLido(telefone)}</List.Item>
                ))}
              </List>
            ) : null,
        },
        ...(conta.govbr
          ? [
              { rotulo: 'CPF vinculado ao gov.br', valor: formatarCpf(conta.govbr.cpf) },
              { rotulo: 'Selo gov.br', valor: `gov.br ${conta.govbr.confiabilidade}` },
              { rotulo: 'Vinculado em', valor: formatarDataHora(conta.govbr.vinculadoEm) },
            ]
          : []),
        { rotulo: 'Conta criada em', valor: formatarDataHora(conta.dataCadastro) },
        { rotulo: 'Senha alterada em', valor: formatarDataHora(conta.dataAlteracaoSenha) },
        { rotulo: 'Conta ativa', valor: simNao(conta.ativo) },
        {
          rotulo: 'Termos aceitos',
          valor:
            aceites.length > 0 ? (
              <List size="sm" spacing={2}>
                {aceites.map((aceite) => (
                  <List.Item key={aceite.versao}>
                    Versão {aceite.versao}, em {formatarDataHora(aceite.aceitoEm)}
                  </List.Item>
                ))}
              </List>
            ) : null,
        },
      ]}
    />
  );
}
