import type { ResumoAssinatura } from '@portal/domain';
import type { AvisoDados } from '@/components/feedback/aviso';

const VEREDITO = {
  verificada: 'é do responsável legal, no PDF gerado pelo portal.',
  a_conferir: 'a equipe do instituto vai conferi-la.',
  sem_assinatura: 'a equipe do instituto verá que o arquivo foi assinado de outra forma.',
} as const;

const TIPO = { verificada: 'sucesso', a_conferir: 'atencao', sem_assinatura: 'info' } as const;

/**
 * What the company reads right after sending the signed PDF: the outcome, a success in one
 * sentence, and on a line of its own what the portal concluded about the signature, with the
 * reasons when someone must look at it.
 */
export function avisoDoEnvioAssinado(
  titulo: string,
  assinatura: ResumoAssinatura | null,
): AvisoDados {
  const aviso: AvisoDados = {
    tipo: 'sucesso',
    titulo: 'PDF assinado enviado',
    mensagem: `A solução "${titulo}" segue para avaliação.`,
  };
  if (!assinatura) return aviso;
  const motivos = assinatura.motivos.length > 0 ? ` Motivos: ${assinatura.motivos.join(' ')}` : '';
  return {
    ...aviso,
    detalhe: {
      tipo: TIPO[assinatura.veredito],
      texto: `${assinatura.rotulo}: ${VEREDITO[assinatura.veredito]}${motivos}`,
    },
  };
}
