import { RUBRICA_PADRAO } from '@portal/domain';
import { injectAs } from '../fixtures.ts';
import { avaliacaoCompleta } from '../fixtures-avaliacao.ts';
import type { FixturesAcesso } from './fixtures-acesso.ts';
import type { EntradaAcesso } from './tabela-acesso.ts';

/**
 * The technical evaluation's routes. The samples that act on an evaluation use a fresh
 * solution assigned to the administrator only: the analyst, not assigned to it, is refused (403),
 * which is the rule "an analyst scores only what is assigned to them". Reading the evaluations or
 * the parecer of a solution the analyst did not evaluate answers 404, as if there were none.
 * Every sample's solution is one the two staff in conflict declared a conflict with: to them the
 * evaluation answers as a missing solution (404), while the panel still says it exists and an
 * administrator in conflict may still assign it to someone else.
 */

const ok = async (resposta: Promise<{ statusCode: number; body: string }>) => {
  const r = await resposta;
  if (r.statusCode >= 300)
    throw new Error(`preparação da amostra recusada: ${r.statusCode} ${r.body}`);
  return r;
};

/**
 * A fresh solution of company A assigned to the administrator, who declared no conflict; the two
 * staff in conflict declared theirs first.
 */
async function atribuidaAoAdministrador(f: FixturesAcesso): Promise<string> {
  const propostaId = await f.novaPropostaA();
  await f.emConflito(propostaId);
  await ok(
    injectAs(f.app, f.administrador, {
      method: 'POST',
      url: '/api/avaliacao/atribuicoes',
      payload: { propostaIds: [propostaId], avaliadorIds: [f.administrador.id] },
    }),
  );
  await ok(
    injectAs(f.app, f.administrador, {
      method: 'POST',
      url: `/api/avaliacao/proposta/${propostaId}/conflito`,
      payload: { conflito: 'nenhum' },
    }),
  );
  return propostaId;
}

/** …with the administrator's evaluation submitted and a conclusion drafted. */
async function avaliadaComConclusao(f: FixturesAcesso): Promise<string> {
  const propostaId = await atribuidaAoAdministrador(f);
  const url = `/api/avaliacao/proposta/${propostaId}`;
  await ok(
    injectAs(f.app, f.administrador, {
      method: 'POST',
      url: `${url}/envio`,
      payload: avaliacaoCompleta(),
    }),
  );
  await ok(
    injectAs(f.app, f.administrador, {
      method: 'PUT',
      url: `${url}/parecer`,
      payload: { conclusao: 'Apta.' },
    }),
  );
  return propostaId;
}

/** A fresh solution of company A, which the two staff in conflict declared a conflict with. */
async function emConflito(f: FixturesAcesso): Promise<string> {
  const propostaId = await f.novaPropostaA();
  await f.emConflito(propostaId);
  return propostaId;
}

async function comParecerEmitido(f: FixturesAcesso): Promise<string> {
  const propostaId = await avaliadaComConclusao(f);
  await ok(
    injectAs(f.app, f.administrador, {
      method: 'POST',
      url: `/api/avaliacao/proposta/${propostaId}/parecer/emissao`,
    }),
  );
  return propostaId;
}

export const ENTRADAS_AVALIACAO: EntradaAcesso[] = [
  {
    rota: 'GET /api/avaliacao/rubrica',
    acesso: 'staff',
    conflito: { analistaComConflito: 200, administradorComConflito: 200 },
    amostra: () => ({ url: '/api/avaliacao/rubrica' }),
  },
  {
    rota: 'PUT /api/avaliacao/rubrica',
    acesso: 'admin',
    conflito: { analistaComConflito: 403, administradorComConflito: 200 },
    amostra: () => ({ url: '/api/avaliacao/rubrica', payload: { criterios: RUBRICA_PADRAO } }),
  },
  {
    rota: 'PUT /api/avaliacao/configuracao',
    acesso: 'admin',
    conflito: { analistaComConflito: 403, administradorComConflito: 200 },
    amostra: () => ({ url: '/api/avaliacao/configuracao', payload: { margemDivergencia: 2 } }),
  },
  {
    rota: 'GET /api/avaliacao/avaliadores',
    acesso: 'staff',
    conflito: { analistaComConflito: 200, administradorComConflito: 200 },
    amostra: () => ({ url: '/api/avaliacao/avaliadores' }),
  },
  {
    rota: 'GET /api/avaliacao/exportacao',
    acesso: 'admin',
    conflito: { analistaComConflito: 403, administradorComConflito: 200 },
    amostra: () => ({ url: '/api/avaliacao/exportacao' }),
  },
  {
    rota: 'POST /api/avaliacao/atribuicoes',
    acesso: 'admin',
    conflito: { analistaComConflito: 403, administradorComConflito: 200 },
    amostra: async (f) => ({
      url: '/api/avaliacao/atribuicoes',
      payload: { propostaIds: [await emConflito(f)], avaliadorIds: [f.analista.id] },
    }),
  },
  {
    rota: 'DELETE /api/avaliacao/atribuicoes/:id',
    acesso: 'admin',
    conflito: { analistaComConflito: 403, administradorComConflito: 404 },
    amostra: async (f) => {
      const propostaId = await atribuidaAoAdministrador(f);
      const painel = await injectAs(f.app, f.administrador, {
        method: 'GET',
        url: `/api/avaliacao/proposta/${propostaId}`,
      });
      return { url: `/api/avaliacao/atribuicoes/${painel.json().atribuicoes[0].id}` };
    },
  },
  {
    rota: 'GET /api/avaliacao/minhas',
    acesso: 'staff',
    conflito: { analistaComConflito: 200, administradorComConflito: 200 },
    amostra: () => ({ url: '/api/avaliacao/minhas' }),
  },
  {
    rota: 'GET /api/avaliacao/proposta/:id',
    acesso: 'staff',
    conflito: { analistaComConflito: 200, administradorComConflito: 200 },
    amostra: (f) => ({ url: `/api/avaliacao/proposta/${f.propostaA}` }),
  },
  {
    rota: 'GET /api/avaliacao/proposta/:id/historico',
    acesso: 'admin',
    conflito: { analistaComConflito: 403, administradorComConflito: 404 },
    amostra: (f) => ({ url: `/api/avaliacao/proposta/${f.propostaA}/historico` }),
  },
  {
    rota: 'POST /api/avaliacao/proposta/:id/conflito',
    acesso: 'staff',
    conflito: { analistaComConflito: 403, administradorComConflito: 403 },
    excecoes: { analista: 403 },
    amostra: async (f) => {
      const propostaId = await emConflito(f);
      await ok(
        injectAs(f.app, f.administrador, {
          method: 'POST',
          url: '/api/avaliacao/atribuicoes',
          payload: { propostaIds: [propostaId], avaliadorIds: [f.administrador.id] },
        }),
      );
      return {
        url: `/api/avaliacao/proposta/${propostaId}/conflito`,
        payload: { conflito: 'nenhum' },
      };
    },
  },
  {
    rota: 'PUT /api/avaliacao/proposta/:id/rascunho',
    acesso: 'staff',
    conflito: { analistaComConflito: 403, administradorComConflito: 403 },
    excecoes: { analista: 403 },
    amostra: async (f) => ({
      url: `/api/avaliacao/proposta/${await atribuidaAoAdministrador(f)}/rascunho`,
      payload: avaliacaoCompleta(),
    }),
  },
  {
    rota: 'POST /api/avaliacao/proposta/:id/envio',
    acesso: 'staff',
    conflito: { analistaComConflito: 403, administradorComConflito: 403 },
    excecoes: { analista: 403 },
    amostra: async (f) => ({
      url: `/api/avaliacao/proposta/${await atribuidaAoAdministrador(f)}/envio`,
      payload: avaliacaoCompleta(),
    }),
  },
  {
    rota: 'POST /api/avaliacao/avaliacoes/:id/reabertura',
    acesso: 'admin',
    conflito: { analistaComConflito: 403, administradorComConflito: 404 },
    amostra: async (f) => {
      const propostaId = await avaliadaComConclusao(f);
      const painel = await injectAs(f.app, f.administrador, {
        method: 'GET',
        url: `/api/avaliacao/proposta/${propostaId}`,
      });
      return {
        url: `/api/avaliacao/avaliacoes/${painel.json().minha.id}/reabertura`,
        payload: { motivo: 'Matriz de acesso.' },
      };
    },
  },
  {
    rota: 'GET /api/avaliacao/proposta/:id/notas',
    acesso: 'staff',
    conflito: { analistaComConflito: 404, administradorComConflito: 404 },
    amostra: (f) => ({ url: `/api/avaliacao/proposta/${f.propostaA}/notas` }),
  },
  {
    rota: 'POST /api/avaliacao/proposta/:id/notas',
    acesso: 'staff',
    conflito: { analistaComConflito: 404, administradorComConflito: 404 },
    sucesso: 201,
    amostra: (f) => ({
      url: `/api/avaliacao/proposta/${f.propostaA}/notas`,
      payload: { texto: 'Nota da matriz.' },
    }),
  },
  {
    rota: 'GET /api/avaliacao/proposta/:id/parecer',
    acesso: 'staff',
    conflito: { analistaComConflito: 404, administradorComConflito: 404 },
    // The analyst did not evaluate it: the parecer, like the evaluations, does not exist for them.
    excecoes: { analista: 404 },
    amostra: async (f) => ({
      url: `/api/avaliacao/proposta/${await avaliadaComConclusao(f)}/parecer`,
    }),
  },
  {
    rota: 'PUT /api/avaliacao/proposta/:id/parecer',
    acesso: 'admin',
    conflito: { analistaComConflito: 403, administradorComConflito: 404 },
    amostra: (f) => ({
      url: `/api/avaliacao/proposta/${f.propostaA}/parecer`,
      payload: { conclusao: 'Rascunho.' },
    }),
  },
  {
    rota: 'POST /api/avaliacao/proposta/:id/parecer/emissao',
    acesso: 'admin',
    conflito: { analistaComConflito: 403, administradorComConflito: 404 },
    amostra: async (f) => ({
      url: `/api/avaliacao/proposta/${await avaliadaComConclusao(f)}/parecer/emissao`,
    }),
  },
  {
    rota: 'POST /api/avaliacao/proposta/:id/parecer/liberacao',
    acesso: 'admin',
    conflito: { analistaComConflito: 403, administradorComConflito: 404 },
    amostra: async (f) => ({
      url: `/api/avaliacao/proposta/${await comParecerEmitido(f)}/parecer/liberacao`,
    }),
  },
  {
    rota: 'GET /api/avaliacao/proposta/:id/parecer/arquivo',
    acesso: 'staff',
    conflito: { analistaComConflito: 404, administradorComConflito: 404 },
    excecoes: { analista: 404 },
    amostra: async (f) => ({
      url: `/api/avaliacao/proposta/${await comParecerEmitido(f)}/parecer/arquivo`,
    }),
  },
  {
    rota: 'GET /api/avaliacao/pareceres',
    acesso: 'company',
    conflito: { analistaComConflito: 403, administradorComConflito: 403 },
    amostra: () => ({ url: '/api/avaliacao/pareceres' }),
  },
  {
    rota: 'GET /api/avaliacao/pareceres/:id/arquivo',
    acesso: 'company',
    conflito: { analistaComConflito: 403, administradorComConflito: 403 },
    // Another company's parecer, released or not, answers as if there were none.
    proprios: { recusa: 404 },
    amostra: async (f) => {
      const propostaId = await comParecerEmitido(f);
      await ok(
        injectAs(f.app, f.administrador, {
          method: 'POST',
          url: `/api/avaliacao/proposta/${propostaId}/parecer/liberacao`,
        }),
      );
      return { url: `/api/avaliacao/pareceres/${propostaId}/arquivo` };
    },
  },
];
