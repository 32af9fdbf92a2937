/**
 * The fixed words of the privacy notice (LGPD art. 9: what is collected, why, on which legal
 * basis, with whom it is shared, the rights). What changes with the portal's settings — the
 * encarregado, the months of access records, the terms in force — comes from the API instead.
 */

export const DADOS_TRATADOS: readonly { grupo: string; dados: string }[] = [
  {
    grupo: 'Sua conta',
    dados: 'Nome, e-mail, telefones, cargo e departamento.',
  },
  {
    grupo: 'Sua empresa',
    dados:
      'CNPJ, razão social, nome fantasia, endereço e, do responsável legal, nome, CPF, RG, cargo e e-mail.',
  },
  {
    grupo: 'Soluções e arquivos',
    dados:
      'As soluções cadastradas, as versões enviadas, os pedidos de alteração e os arquivos anexados (fotos, documentos, cartão CNPJ e PDFs assinados).',
  },
  {
    grupo: 'Registros de acesso',
    dados: 'Cada entrada no portal e cada saída, com o endereço IP, a data e a hora.',
  },
  {
    grupo: 'Registro de ações',
    dados:
      'Quem fez o quê no portal e quando: cadastros, alterações, envios e downloads de arquivos.',
  },
  {
    grupo: 'E-mails enviados',
    dados: 'O assunto, o texto, a data e a situação de cada mensagem que o portal envia a você.',
  },
];

export const FINALIDADES: readonly { finalidade: string; base: string }[] = [
  {
    finalidade:
      'Executar a chamada pública: cadastrar as empresas e as soluções, falar com quem as representa e avaliar as soluções.',
    base: 'Execução de política pública pela administração pública (LGPD, art. 7º, III, e art. 23).',
  },
  {
    finalidade: 'Guardar os registros de acesso ao portal.',
    base: 'Cumprimento de obrigação legal (LGPD, art. 7º, II): o Marco Civil da Internet (Lei n.º 12.965/2014, art. 15) exige guardá-los.',
  },
  {
    finalidade:
      'Manter o histórico de cada solução e o registro de quem fez o quê, para prestar contas das decisões da chamada.',
    base: 'Exercício regular de direitos em processo administrativo (LGPD, art. 7º, VI).',
  },
  {
    finalidade:
      'Receber as propostas que a empresa apresenta por iniciativa própria, etapa que antecede uma eventual contratação.',
    base: 'Procedimentos preliminares relacionados a contrato, a pedido do titular (LGPD, art. 7º, V).',
  },
];

export const DESTINATARIOS: readonly string[] = [
  'A Secretaria de Desenvolvimento Econômico e a equipe do IPT que avalia as soluções: eles veem os cadastros e as soluções para conduzir a chamada.',
  'O público: vê no repositório apenas as soluções publicadas, nunca os dados das pessoas (nome, e-mail, telefone, CPF ou RG).',
  'Os serviços de envio de e-mail e de guarda de arquivos, como operadores: tratam os dados só para prestar esses serviços ao portal, sob as instruções do controlador.',
];

/** LGPD art. 18, I to IX, and art. 20 (review of automated decisions). */
export const DIREITOS: readonly string[] = [
  'Confirmar que tratamos os seus dados.',
  'Acessar os seus dados.',
  'Corrigir dados incompletos, inexatos ou desatualizados.',
  'Pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei.',
  'Receber os seus dados num formato que outro sistema possa ler (portabilidade).',
  'Pedir a eliminação dos dados tratados com o seu consentimento, salvo os que a lei manda guardar.',
  'Saber com quem os seus dados são compartilhados.',
  'Saber que pode não dar o consentimento e o que acontece se não o der.',
  'Revogar o consentimento.',
  'Pedir a revisão de uma decisão tomada só por tratamento automatizado (art. 20).',
];

export const SITE_ANPD = 'https://www.gov.br/anpd';
