import { PRAZO_PEDIDO_TITULAR_DIAS } from '../catalogo/privacidade.ts';

/** The privacy notice, the terms' acceptance, "Meus dados" and the leaving of an account. */
export const MENSAGENS_PRIVACIDADE = {
  contatoPrivacidadeSalvo: 'Controlador e encarregado atualizados.',
  termosPublicados: (versao: number) =>
    `Versão ${versao} dos termos publicada. Cada pessoa a aceitará na próxima entrada.`,
  termosAceitos: 'Obrigado. Seu aceite foi registrado.',
  termosPendentesAceite:
    'Os termos de uso e o aviso de privacidade mudaram: aceite a nova versão para continuar.',
  termosVersaoSuperada:
    'Os termos mudaram enquanto você lia. Leia a versão atual e aceite de novo.',
  pedidoTitularRegistrado: (protocolo: number) =>
    `Pedido n.º ${protocolo} registrado. O encarregado responde por e-mail em até ${PRAZO_PEDIDO_TITULAR_DIAS} dias.`,
  pedidoTitularRespondido: 'Resposta enviada por e-mail à pessoa.',
  pedidoTitularJaRespondido: 'Este pedido já foi respondido.',
  contaExcluida:
    'Sua conta foi excluída. Seus dados pessoais foram substituídos por um marcador anônimo.',
  contaExcluidaEmpresaMantida: (empresa: string) =>
    `Sua conta foi excluída e seus dados pessoais anonimizados. Os dados da empresa ${empresa} e as soluções que ela enviou continuam guardados, porque a chamada pública precisa conservá-los; para corrigi-los ou pedir a sua eliminação, fale com o encarregado de dados.`,
  exclusaoSomenteEmpresa:
    'Contas da equipe do instituto são desativadas por um administrador. Fale com o encarregado de dados.',
} as const;
