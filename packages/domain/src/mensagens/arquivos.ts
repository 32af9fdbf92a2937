import { GERACAO_PDF, LIMITES_ARQUIVO } from '../catalogo/index.ts';

const FALHA_ENVIAR_ARQUIVO = 'Falha ao enviar o arquivo.';
const MEGABYTES_MAXIMOS = LIMITES_ARQUIVO.tamanhoMaximoBytes / (1024 * 1024);

/** Upload, download, deletion and PDF-generation messages (spec, section 8). */
export const MENSAGENS_ARQUIVOS = {
  arquivoNaoPdf: 'O arquivo deve ser um PDF.',
  nenhumArquivoSelecionado: 'Nenhum arquivo selecionado.',
  enviandoArquivo: (nome: string) => `Enviando arquivo ${nome}...`,
  arquivoEnviado: 'Arquivo enviado com sucesso!',
  falhaEnviarArquivo: FALHA_ENVIAR_ARQUIVO,
  /** Registration and update succeed even when the tax proof upload fails; the user is told both. */
  comFalhaEnvioArquivo: (mensagem: string) => `${mensagem} ${FALHA_ENVIAR_ARQUIVO}`,
  erroEnviarArquivo: 'Erro ao enviar o arquivo.',
  enviandoArquivos: (i: number, n: number) => `Enviando ${i}/${n} arquivos...`,
  falhaRegistrarArquivo: (nome: string) => `Falha ao registrar arquivo ${nome}`,
  /** Ours: the upload did not reach the server twice; choosing it again may work. */
  falhaConexaoArquivo: 'A conexão falhou durante o envio. Tente de novo.',
  limiteArquivosPorCategoria: `Permitido apenas ${LIMITES_ARQUIVO.arquivosPorCategoria} arquivos por categoria!`,
  arquivoTipoNaoPermitido: (nome: string) => `O arquivo ${nome} não é do tipo permitido!`,
  arquivoMaiorQue2MB: (nome: string) => `O arquivo ${nome} é maior que ${MEGABYTES_MAXIMOS}MB!`,
  arquivoNomeDuplicado:
    'Já existe um arquivo com esse nome para essa proposta. Renomeie o arquivo e tente novamente.',
  /** The spec names the situation but not the text: signed PDFs wait for the CNPJ proof. */
  provaCnpjAusente:
    'Envie o comprovante de inscrição no CNPJ na página de dados cadastrais antes de enviar o PDF assinado.',
  confirmarApagarArquivo: 'Deseja realmente apagar este arquivo?',
  arquivoDeletado: 'Arquivo deletado com sucesso!',
  arquivoDeletadoStatusAtualizado: 'Arquivo deletado e status atualizado com sucesso!',
  /** Ours: once staff moved the solution on, the company can no longer withdraw what it signed. */
  pdfAssinadoNaoRemovivel:
    'A solução já está em avaliação e o PDF assinado não pode mais ser apagado.',
  falhaAtualizarStatusProposta: 'Falha ao atualizar o status da proposta.',
  erroAtualizarStatusProposta: 'Erro ao atualizar o status da proposta.',
  pdfAssinadoNaoEncontrado: 'Não foram encontrados PDFS assinados.',
  conteudoPdfInvalido: 'Conteúdo do PDF vazio ou inválido.',
  erroBaixarPdfAssinado: 'Erro ao baixar o PDF assinado.',
  erroBaixarPdf: 'Erro ao baixar o PDF.',
  falhaSolicitarPdf: 'Falha ao solicitar a geração do PDF.',
  erroSolicitarPdf: 'Erro ao solicitar a geração do PDF.',
  /** Ours: programme documents an administrator replaces, and files made public. */
  documentoAtualizado: 'Documento atualizado com sucesso!',
  documentoEmBreve: 'Documento em breve',
  arquivoTornadoPublico: 'O arquivo agora aparece na página pública da solução.',
  arquivoTornadoPrivado: 'O arquivo deixou de aparecer na página pública da solução.',
  arquivoNaoPodeSerPublico: 'Este arquivo não pode ser publicado.',
  /** Ours: the antivirus (ClamAV) found something; its name tells the sender what it was. */
  arquivoComVirus: (nome: string, ameaca: string) =>
    `O arquivo ${nome} foi recusado: o antivírus encontrou ${ameaca}. Verifique o computador de onde ele veio.`,
  /** Ours: no file is stored unscanned, so while the antivirus is away uploads wait. */
  verificacaoArquivosIndisponivel:
    'Verificação de arquivos indisponível. Tente enviar de novo em alguns minutos.',
  tempoEsgotadoPdf: `Tempo esgotado. O PDF não foi gerado em ${GERACAO_PDF.tempoLimiteMs / 1000} segundos. Tente novamente mais tarde.`,
} as const;
