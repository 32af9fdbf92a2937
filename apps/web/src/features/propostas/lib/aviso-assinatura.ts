import type { ResumoAssinatura } from '@portal/domain';
import type { AvisoDados } from '@/components/feedback/aviso';

const PROXIMO_PASSO = {
  verificada: 'A assinatura é do responsável legal, no PDF gerado pelo portal.',
  a_conferir: 'A equipe do instituto vai conferir a assinatura.',
  sem_assinatura:
    'O arquivo não traz assinatura digital; a equipe do instituto verá que ele foi assinado de outra forma.',
} as const;

const TIPO = { verificada: 'sucesso', a_conferir: 'atencao', sem_assinatura: 'info' } as const;

/**
 * What the company reads right after sending the signed PDF: the file went, and what the portal
 * concluded about its signature, with the reasons when someone must look at it.
 */
export function avisoDaAssinatura(mensagem: string, assinatura: ResumoAssinatura): AvisoDados {
  const motivos = assinatura.motivos.length > 0 ? ` Motivos: ${assinatura.motivos.join(' ')}` : '';
  return {
    tipo: TIPO[assinatura.veredito],
    mensagem: `${mensagem} ${assinatura.rotulo}. ${PROXIMO_PASSO[assinatura.veredito]}${motivos}`,
  };
}
