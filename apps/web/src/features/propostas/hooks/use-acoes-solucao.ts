import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CONTEXTO_ARQUIVO,
  type LinhaProposta,
  MENSAGENS,
  STATUS_GERACAO_PDF,
} from '@portal/domain';
import type { AvisoDados } from '@/components/feedback/aviso';
import { baixarBase64, nomeDeArquivo } from '@/lib/arquivos';
import { ApiError, type ApiIssue } from '@/lib/http';
import {
  apagarArquivo,
  arquivosPropostaQuery,
  buscarArquivo,
  buscarArquivosDoContexto,
} from '../api/arquivos-proposta';
import { enviarArquivoProposta } from '../api/enviar-arquivo';
import { consultarPdf, solicitarPdf } from '../api/gerar-pdf';
import { aguardarPdf } from '../lib/aguardar-pdf';
import { avisoDoEnvioAssinado } from '../lib/aviso-assinatura';
import { linksDosCampos } from '../lib/links-campos';

const PDF = 'application/pdf';

/**
 * Whether the failure is the connection or the server's crash, not a refusal it explained. A 503
 * explains itself: the antivirus or the database is away for now, and the upload can go later.
 */
const isFalhaTecnica = (erro: unknown) =>
  !(erro instanceof ApiError) || erro.status === 0 || (erro.status >= 500 && erro.status !== 503);

/**
 * A refusal that names fields (a solution not complete yet) links to each of them; any other
 * refusal speaks for itself.
 */
const recusaComCampos = (linha: LinhaProposta, erro: ApiError): AvisoDados => ({
  tipo: 'erro',
  mensagem: erro.message,
  links: linksDosCampos(linha.propostaID, erro.issues.filter(isCampoDaSolucao)),
});

// The upload's own field (not a PDF, a virus found) has no place in the solution's form to link to.
const isCampoDaSolucao = (issue: ApiIssue) => issue.path !== 'conteudo';

/**
 * The list's transfers (spec §4 and §8): the solution's PDF (ask, poll, download), the signed
 * PDF's upload and download. One at a time, under the spinner, each ending in a message.
 */
export function useAcoesSolucao() {
  const queryClient = useQueryClient();
  const [progresso, setProgresso] = useState<string | null>(null);
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  const recarregar = () => queryClient.invalidateQueries({ queryKey: ['propostas-usuario'] });

  const executar = async (mensagem: string, acao: () => Promise<AvisoDados | null>) => {
    setAviso(null);
    setProgresso(mensagem);
    try {
      setAviso(await acao());
    } finally {
      setProgresso(null);
    }
  };

  const baixarPdf = (linha: LinhaProposta) =>
    executar('Gerando o PDF da solução...', async () => {
      try {
        const pedido = await solicitarPdf(linha.propostaID);
        if (pedido.status !== STATUS_GERACAO_PDF.ACEITO)
          return { tipo: 'erro', mensagem: MENSAGENS.falhaSolicitarPdf };
      } catch (erro) {
        if (erro instanceof ApiError && erro.issues.some(isCampoDaSolucao)) {
          return recusaComCampos(linha, erro);
        }
        const mensagem = isFalhaTecnica(erro)
          ? MENSAGENS.erroSolicitarPdf
          : MENSAGENS.falhaSolicitarPdf;
        return { tipo: 'erro', mensagem };
      }
      const geracao = await aguardarPdf(() => consultarPdf(linha.propostaID));
      if (geracao.tipo === 'tempo-esgotado') {
        await recarregar();
        return { tipo: 'erro', mensagem: MENSAGENS.tempoEsgotadoPdf };
      }
      if (geracao.tipo === 'falhou') return { tipo: 'erro', mensagem: MENSAGENS.erroBaixarPdf };
      try {
        const arquivo = await buscarArquivo(linha.propostaID, geracao.arquivoId);
        const nome = arquivo.nomeOriginal || nomeDeArquivo(linha.tituloProposta, '.pdf');
        return baixarBase64(arquivo.conteudo, nome, PDF)
          ? null
          : { tipo: 'erro', mensagem: MENSAGENS.conteudoPdfInvalido };
      } catch {
        return { tipo: 'erro', mensagem: MENSAGENS.erroBaixarPdf };
      }
    });

  const enviarAssinado = (linha: LinhaProposta, arquivo: File) =>
    executar(MENSAGENS.enviandoArquivo(arquivo.name), async () => {
      let envio: Awaited<ReturnType<typeof enviarArquivoProposta>>;
      try {
        envio = await enviarArquivoProposta(linha.propostaID, 'formassinado', arquivo);
      } catch (erro) {
        if (isFalhaTecnica(erro)) return { tipo: 'erro', mensagem: MENSAGENS.erroEnviarArquivo };
        if (erro instanceof ApiError && erro.issues.some(isCampoDaSolucao)) {
          return recusaComCampos(linha, erro);
        }
        // A 409 or 422 explains itself: a file of that name already there, the missing CNPJ
        // proof, a signature that does not match the file.
        const mensagem = erro instanceof ApiError ? erro.message : MENSAGENS.falhaEnviarArquivo;
        return { tipo: 'erro', mensagem };
      }
      await recarregar();
      return avisoDoEnvioAssinado(linha.tituloProposta, envio.assinatura ?? null);
    });

  const baixarAssinado = (linha: LinhaProposta) =>
    executar('Baixando o PDF assinado...', async () => {
      try {
        const assinados = await buscarArquivosDoContexto(
          linha.propostaID,
          CONTEXTO_ARQUIVO.FORM_ASSINADO,
        );
        const assinado = assinados.at(-1);
        if (!assinado) return { tipo: 'info', mensagem: MENSAGENS.pdfAssinadoNaoEncontrado };
        // Spec §2: the signed PDF is saved under the solution's title.
        return baixarBase64(assinado.conteudo, nomeDeArquivo(linha.tituloProposta, '.pdf'), PDF)
          ? null
          : { tipo: 'erro', mensagem: MENSAGENS.conteudoPdfInvalido };
      } catch {
        return { tipo: 'erro', mensagem: MENSAGENS.erroBaixarPdfAssinado };
      }
    });

  /**
   * Withdraws the signed PDF while the institute has not started (status 2): the server sends
   * the solution back to the company (status 1) and says so in its answer (spec §8).
   */
  const apagarAssinado = (linha: LinhaProposta) =>
    executar('Apagando o PDF assinado...', async () => {
      try {
        const arquivos = await queryClient.fetchQuery({
          ...arquivosPropostaQuery(linha.propostaID),
          staleTime: 0,
        });
        const assinado = arquivos
          .filter((a) => a.contexto === CONTEXTO_ARQUIVO.FORM_ASSINADO)
          .at(-1);
        if (!assinado) return { tipo: 'info', mensagem: MENSAGENS.pdfAssinadoNaoEncontrado };
        const resposta = await apagarArquivo(assinado.id);
        await recarregar();
        return resposta.result
          ? { tipo: 'sucesso', mensagem: resposta.mensagem }
          : { tipo: 'erro', mensagem: MENSAGENS.falhaAtualizarStatusProposta };
      } catch (erro) {
        if (isFalhaTecnica(erro))
          return { tipo: 'erro', mensagem: MENSAGENS.erroAtualizarStatusProposta };
        const mensagem =
          erro instanceof ApiError ? erro.message : MENSAGENS.falhaAtualizarStatusProposta;
        return { tipo: 'erro', mensagem };
      }
    });

  return {
    progresso,
    aviso,
    setAviso,
    baixarPdf,
    enviarAssinado,
    baixarAssinado,
    apagarAssinado,
  };
}
