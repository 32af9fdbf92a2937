import { formatarDataHoraExtenso } from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import type { Clock } from '../../infra/clock.ts';
import { linkDoPortal, montarEmail, NOME_PROGRAMA, saudacaoPara } from '../email/modelos.ts';
import { enfileirarEmail } from '../email/outbox.ts';
import { repositoriosEm } from '../repositorios.ts';

const DIA_S = 24 * 60 * 60;

/**
 * The deadline reminders. Each has a window before the deadline: the 7-day one is due from 7 days
 * to 1 day before, the 1-day one from then to the deadline. A job that missed a window (the portal
 * was down) does not send a stale reminder next to the fresh one.
 */
export const LEMBRETES = [
  { tipo: '7-dias', antesSegundos: 7 * DIA_S, ateSegundos: DIA_S, quando: 'em 7 dias' },
  { tipo: '1-dia', antesSegundos: DIA_S, ateSegundos: 0, quando: 'amanhã' },
] as const;

export function createLembretesService(db: Database, clock: Clock, publicUrl: string) {
  return {
    /**
     * Sends every reminder due now and returns how many companies got one. Safe to run on any
     * number of instances at once: a company's reminder and its e-mails commit together, once.
     */
    async enviarDevidos(): Promise<number> {
      const agora = clock.now();
      let enviados = 0;
      for (const lembrete of LEMBRETES) {
        const devidas = await repositoriosEm(db).lembretes.empresasDevidas(
          lembrete.tipo,
          agora,
          lembrete.antesSegundos,
          lembrete.ateSegundos,
        );
        for (const { empresaId, prazo } of devidas) {
          const enviou = await db.transaction(async (tx) => {
            const repository = repositoriosEm(tx).lembretes;
            if (!(await repository.registrar(empresaId, lembrete.tipo, prazo, agora))) return false;
            const solucoes = await repository.naoEnviadas(empresaId);
            const lista = solucoes
              .map((s) => `${s.codigo} — ${s.titulo ?? 'Sem título'}`)
              .join('\n');
            for (const para of await repository.usuariosDaEmpresa(empresaId)) {
              await enfileirarEmail(tx, {
                para: para.email,
                tipo: `lembrete-prazo-${lembrete.tipo}`,
                assunto: `O prazo de envio termina ${lembrete.quando}`,
                ...montarEmail({
                  saudacao: saudacaoPara(para),
                  paragrafos: [
                    `O prazo para enviar o formulário assinado das soluções da ${NOME_PROGRAMA} termina em ${formatarDataHoraExtenso(prazo)} (horário de Brasília).`,
                    `Estas soluções da sua empresa ainda não foram enviadas:\n${lista}`,
                    'Depois do prazo não será possível enviar, alterar nem excluir arquivos.',
                  ],
                  acao: {
                    rotulo: 'Ver minhas soluções',
                    url: linkDoPortal(publicUrl, '/painel/lista-solucoes'),
                  },
                }),
              });
            }
            return true;
          });
          if (enviou) enviados += 1;
        }
      }
      return enviados;
    },
  };
}
