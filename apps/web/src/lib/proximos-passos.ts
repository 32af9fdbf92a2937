import { isPropostaEditavel, type LinhaProposta, resumoCompletude } from '@portal/domain';

export interface Passo {
  texto: string;
  /** Where the person does it. */
  para: string;
  rotuloLink: string;
}

interface Situacao {
  temProvaCnpj: boolean;
  propostas: readonly LinhaProposta[];
}

/**
 * What the company still has to do, in the order it does it: the CNPJ proof (the signature is
 * checked against it), a first solution, each solution still to fill in, each complete one
 * still to print, sign and send. Empty when nothing waits on the company.
 */
export function proximosPassos({ temProvaCnpj, propostas }: Situacao): Passo[] {
  const passos: Passo[] = [];
  if (!temProvaCnpj)
    passos.push({
      texto: 'Envie o comprovante de inscrição no CNPJ da empresa.',
      para: '/painel/cadastro',
      rotuloLink: 'Enviar comprovante',
    });
  if (propostas.length === 0)
    passos.push({
      texto: 'Cadastre a primeira solução da empresa: para começar basta o título.',
      para: '/painel/propostas',
      rotuloLink: 'Cadastrar solução',
    });
  for (const linha of propostas) {
    if (!isPropostaEditavel(linha.statusProposta.idStatusProposta)) continue;
    passos.push(
      linha.completude.completa
        ? {
            texto: `Gere o PDF de "${linha.tituloProposta}", colete a assinatura do representante legal e envie o PDF assinado.`,
            para: '/painel/lista-solucoes',
            rotuloLink: 'Gerar e enviar o PDF',
          }
        : {
            texto: `Preencha "${linha.tituloProposta}": ${resumoCompletude(linha.completude)}.`,
            para: `/painel/propostas/${linha.propostaID}`,
            rotuloLink: 'Continuar preenchendo',
          },
    );
  }
  return passos;
}
