import { formatarCep, formatarTelefone, SITUACAO_MEMBRO, type MeusDados } from '@portal/domain';

const SITUACOES_NA_EMPRESA: Record<string, string> = {
  [SITUACAO_MEMBRO.ATIVO]: 'Integrante ativo',
  [SITUACAO_MEMBRO.PENDENTE]: 'Pedido de entrada aguardando resposta',
  [SITUACAO_MEMBRO.RECUSADO]: 'Pedido de entrada recusado',
  [SITUACAO_MEMBRO.REMOVIDO]: 'Removido da empresa',
};

/** The person's place in the company, in words; an unknown value keeps its own name. */
export const situacaoNaEmpresa = (situacao: string): string =>
  SITUACOES_NA_EMPRESA[situacao] ?? situacao;

/** "+55 (11) 98765-4321 (Celular)", with the note the person wrote, if any. */
export const telefoneLido = (telefone: MeusDados['telefones'][number]): string => {
  const numero = `+${telefone.ddi} ${formatarTelefone(telefone.ddd + telefone.numero)} (${telefone.tipo})`;
  return telefone.observacoes ? `${numero}: ${telefone.observacoes}` : numero;
};

/** The address on one line per part, as an envelope reads. */
export const enderecoLido = (
  endereco: NonNullable<MeusDados['empresa']>['endereco'],
): string | null =>
  endereco &&
  [
    `${endereco.tipoLogradouro} ${endereco.logradouro}, ${endereco.numero}${endereco.complemento ? `, ${endereco.complemento}` : ''}`,
    endereco.bairro,
    `${endereco.municipio} – ${endereco.uf}`,
    `CEP ${formatarCep(endereco.cep)}`,
    endereco.observacoes,
  ]
    .filter(Boolean)
    .join('\n');

export const simNao = (valor: boolean): string => (valor ? 'Sim' : 'Não');
