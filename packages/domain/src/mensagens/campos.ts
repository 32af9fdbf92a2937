import { CARACTERES_ESPECIAIS_SENHA, LIMITES } from '../catalogo/index.ts';

/** Field-level messages: what a schema attaches to one field and a form shows under it. */
export const MENSAGENS_CAMPOS = {
  campoObrigatorio: 'Campo obrigatório.',
  valorInvalido: 'Valor inválido.',
  maximoCaracteres: (n: number) => `Máximo de ${n} caracteres.`,
  opcaoInvalida: 'Selecione uma opção válida.',
  identificadorInvalido: 'Identificador inválido.',
  emailFormatoInvalido: 'E-mail inválido.',
  cnpjInvalido: 'CNPJ inválido!',
  cpfInvalido: 'CPF inválido.',
  cepInvalido: 'CEP inválido.',
  telefoneInvalido:
    'Telefone inválido: digite o DDD e o número, 11 dígitos para celular (com 9 depois do DDD) ou 10 para fixo.',
  telefoneDeOutroTipo: (especie: 'celular' | 'fixo') =>
    especie === 'fixo'
      ? 'Este número é de telefone fixo; o tipo não pode ser Celular.'
      : 'Este número é de celular; o tipo deve ser Celular.',
  telefoneObrigatorio: 'Informe ao menos um telefone.',
  senhaRegra: `A senha deve ter ao menos ${LIMITES.senhaMinimo} caracteres, com uma letra maiúscula, um número e um caractere especial (${CARACTERES_ESPECIAIS_SENHA}).`,
  senhaCaracteresAceitos: `Use só letras sem acento, números e estes caracteres especiais: ${CARACTERES_ESPECIAIS_SENHA} (espaço, # e outros símbolos não valem).`,
  senhasNaoCoincidem: 'As senhas não coincidem.',
  termosNaoAceitos: 'É necessário aceitar os termos e condições.',
  dataInvalida: 'Data inválida.',
  periodoInvalido: 'A data final deve ser igual ou posterior à data inicial.',
  conteudoArquivoInvalido: 'Conteúdo do arquivo inválido.',
  caracteresInvalidos: 'O texto contém caracteres não permitidos (caracteres de controle).',
  municipioInvalido: 'Município inválido.',
  estadoInvalido: 'Estado inválido.',
} as const;
