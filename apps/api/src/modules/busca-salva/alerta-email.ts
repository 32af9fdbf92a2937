import type { Executor } from '../../infra/db/client.ts';
import { enderecoDaBusca, type FiltroSalvo } from '@portal/domain';
import { linkDoPortal, montarEmail, saudacaoPara } from '../email/modelos.ts';
import { enfileirarEmail } from '../email/outbox.ts';

/** A saved search with the solutions published since its last digest that it finds. */
export interface BuscaComNovas {
  nome: string;
  filtro: FiltroSalvo;
  tokenAlertas: string;
  novas: { id: string; titulo: string }[];
}

const quantas = (n: number) => (n === 1 ? '1 solução nova' : `${n} soluções novas`);

/**
 * One e-mail per manager and day: each search with its new solutions and their links, the link
 * that opens the search in the catalogue, and the one that stops that search's alerts. The
 * opt-out link is a secret of sorts (it turns alerts off without signing in), so the outbox page
 * never shows the body again.
 */
export async function enviarResumoDeAlertas(
  tx: Executor,
  publicUrl: string,
  resumo: { para: { email: string; nome: string }; buscas: readonly BuscaComNovas[] },
): Promise<void> {
  const paragrafos = resumo.buscas.map((busca) =>
    [
      `“${busca.nome}”: ${quantas(busca.novas.length)}`,
      ...busca.novas.map(
        (solucao) => `• ${solucao.titulo}: ${linkDoPortal(publicUrl, `/solutions/${solucao.id}`)}`,
      ),
      `Ver a busca no portal: ${linkDoPortal(publicUrl, enderecoDaBusca(busca.filtro))}`,
      `Parar os alertas desta busca: ${linkDoPortal(publicUrl, `/alertas/cancelar?token=${busca.tokenAlertas}`)}`,
    ].join('\n'),
  );
  await enfileirarEmail(tx, {
    para: resumo.para.email,
    tipo: 'alerta-busca',
    assunto:
      resumo.buscas.length === 1
        ? `Soluções novas para a sua busca “${resumo.buscas[0]!.nome}”`
        : `Soluções novas para ${resumo.buscas.length} buscas salvas`,
    contemSegredo: true,
    ...montarEmail({
      saudacao: saudacaoPara(resumo.para),
      paragrafos: [
        'O repositório de soluções publicou soluções que atendem às suas buscas salvas:',
        ...paragrafos,
      ],
      acao: { rotulo: 'Ver minhas buscas salvas', url: linkDoPortal(publicUrl, '/gestor/buscas') },
      aviso:
        'Você recebe no máximo um e-mail por dia. Para mudar os alertas, abra Buscas salvas na área do gestor.',
    }),
  });
}
