import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIAS_ANEXO } from '@portal/domain';
import { FakeClock } from '../../infra/clock.ts';
import { injectAs, signedInCompanyUser, type Sessao } from '../../../test/fixtures.ts';
import {
  CALENDARIO_PADRAO,
  definirCalendario,
  INSTANTES,
  prorrogar,
} from '../../../test/fixtures-calendario.ts';
import {
  adminDeTeste,
  signedInAdmin,
  signedInStaff,
  type MembroComSessao,
} from '../../../test/fixtures-equipe.ts';
import {
  arquivoPayload,
  criarProposta,
  criarPropostaCompleta,
  enviarArquivo,
  enviarProvaCnpj,
  novaProposta,
  PDF,
} from '../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../test/helper.ts';

/**
 * Every company write route under every phase of the calendar. Each action is prepared while the
 * call is open (a fresh solution, a file to delete), then run with the clock moved to the phase.
 */

const ADMIN = adminDeTeste();
const clock = new FakeClock(INSTANTES.aberta);
let app: FastifyInstance;
let admin: MembroComSessao;
let empresa: Awaited<ReturnType<typeof signedInCompanyUser>>;
let prorrogada: Sessao & { id: string };

type Executar = () => Promise<LightMyRequestResponse>;
interface Acao {
  nome: string;
  regra: 'criar' | 'editar';
  sucesso: number;
  preparar: (sessao: Sessao) => Promise<Executar>;
}

const idDoArquivo = (response: LightMyRequestResponse): string => {
  if (response.statusCode !== 200) throw new Error(`envio recusado: ${response.body}`);
  return response.json().idCriadoGuid;
};
const excluirArquivo = (sessao: Sessao, arquivoId: string) => () =>
  injectAs(app, sessao, { method: 'DELETE', url: `/api/fileindexer/arquivo/${arquivoId}` });

const ACOES: Acao[] = [
  {
    nome: 'cria solução',
    regra: 'criar',
    sucesso: 201,
    preparar: async (sessao) => () =>
      injectAs(app, sessao, { method: 'PUT', url: '/api/proposta', payload: novaProposta() }),
  },
  {
    nome: 'atualiza solução',
    regra: 'editar',
    sucesso: 200,
    preparar: async (sessao) => {
      const id = await criarProposta(app, sessao);
      return () =>
        injectAs(app, sessao, {
          method: 'POST',
          url: '/api/proposta',
          payload: { id, ...novaProposta({ titulo: 'Título depois do prazo' }) },
        });
    },
  },
  ...CATEGORIAS_ANEXO.map((categoria): Acao => ({
    nome: `envia anexo (${categoria.caminho})`,
    regra: 'editar',
    sucesso: 200,
    preparar: async (sessao) => {
      const id = await criarProposta(app, sessao);
      return () => enviarArquivo(app, sessao, id, categoria.caminho, PDF, 'anexo.pdf');
    },
  })),
  {
    nome: 'envia anexo pelo número do contexto',
    regra: 'editar',
    sucesso: 200,
    preparar: async (sessao) => {
      const id = await criarProposta(app, sessao);
      return () =>
        injectAs(app, sessao, {
          method: 'POST',
          url: `/api/fileindexer/proposta/${id}/10`,
          payload: arquivoPayload(PDF, 'foto.pdf'),
        });
    },
  },
  {
    nome: 'envia o PDF assinado',
    regra: 'editar',
    sucesso: 200,
    preparar: async (sessao) => {
      const id = await criarPropostaCompleta(app, sessao);
      return () => enviarArquivo(app, sessao, id, 'formassinado', PDF, 'assinado.pdf');
    },
  },
  {
    nome: 'exclui anexo',
    regra: 'editar',
    sucesso: 200,
    preparar: async (sessao) => {
      const id = await criarProposta(app, sessao);
      const arquivoId = idDoArquivo(await enviarArquivo(app, sessao, id, 'fotos', PDF, 'a.pdf'));
      return excluirArquivo(sessao, arquivoId);
    },
  },
  {
    nome: 'exclui o PDF assinado',
    regra: 'editar',
    sucesso: 200,
    preparar: async (sessao) => {
      const id = await criarPropostaCompleta(app, sessao);
      const resposta = await enviarArquivo(app, sessao, id, 'formassinado', PDF, 'assinado.pdf');
      return excluirArquivo(sessao, idDoArquivo(resposta));
    },
  },
];

/** Prepares every action while open, then runs them all at `instante`; status and message each. */
async function executarTodas(sessao: Sessao, instante: string) {
  clock.set(INSTANTES.aberta);
  const preparadas = [];
  for (const acao of ACOES) preparadas.push({ acao, executar: await acao.preparar(sessao) });
  clock.set(instante);
  const resultados: Record<string, { status: number; message: string }> = {};
  for (const { acao, executar } of preparadas) {
    const response = await executar();
    resultados[acao.nome] = { status: response.statusCode, message: response.json().message };
  }
  return resultados;
}

const esperado = (status: (acao: Acao) => number, message: (acao: Acao) => string | undefined) =>
  Object.fromEntries(
    ACOES.map((acao) => [
      acao.nome,
      { status: status(acao), message: message(acao) ?? expect.any(String) },
    ]),
  );

const ENCERRADAS = 'As inscrições foram encerradas em 15/12/2026 às 18h.';
const NAO_ABERTAS = 'As inscrições ainda não foram abertas. Elas abrem em 02/11/2026 às 9h.';

beforeAll(async () => {
  app = await buildTestApp({ admin: ADMIN }, { clock });
  admin = await signedInAdmin(app, ADMIN);
  empresa = await signedInCompanyUser(app);
  prorrogada = await signedInCompanyUser(app);
  await enviarProvaCnpj(app, empresa);
  await enviarProvaCnpj(app, prorrogada);
}, 180_000);
afterAll(() => app.close());

describe('sem calendário definido', () => {
  it('a chamada se comporta como aberta: toda rota de escrita da empresa funciona', async () => {
    expect(await executarTodas(empresa, INSTANTES.encerrada)).toEqual(
      esperado(
        (a) => a.sucesso,
        () => undefined,
      ),
    );
  });
});

describe('com o calendário definido', () => {
  beforeAll(async () => {
    clock.set(INSTANTES.aberta);
    await definirCalendario(app, admin, CALENDARIO_PADRAO);
    await prorrogar(app, admin, prorrogada.empresaId, '2026-12-20T18:00');
  });

  it('antes da abertura recusa só a criação, dizendo quando as inscrições abrem', async () => {
    expect(await executarTodas(empresa, INSTANTES.antesDaAbertura)).toEqual(
      esperado(
        (a) => (a.regra === 'criar' ? 409 : a.sucesso),
        (a) => (a.regra === 'criar' ? NAO_ABERTAS : undefined),
      ),
    );
  });

  it('aberta e na tolerância aceita todas as escritas', async () => {
    for (const instante of [INSTANTES.aberta, INSTANTES.tolerancia]) {
      expect(await executarTodas(empresa, instante), instante).toEqual(
        esperado(
          (a) => a.sucesso,
          () => undefined,
        ),
      );
    }
  });

  it('encerrada recusa todas com 409 e a mensagem do prazo', async () => {
    expect(await executarTodas(empresa, INSTANTES.encerrada)).toEqual(
      esperado(
        () => 409,
        () => ENCERRADAS,
      ),
    );
  });

  it('encerrada, mas com prorrogação da empresa, aceita todas as escritas dela', async () => {
    expect(await executarTodas(prorrogada, INSTANTES.encerrada)).toEqual(
      esperado(
        (a) => a.sucesso,
        () => undefined,
      ),
    );
    expect(await executarTodas(prorrogada, '2026-12-20T18:31:00-03:00')).toEqual(
      esperado(
        () => 409,
        () => 'As inscrições foram encerradas em 20/12/2026 às 18h.',
      ),
    );
  });

  it('a recusa não deixa nada pela metade: a solução segue como estava', async () => {
    clock.set(INSTANTES.aberta);
    const id = await criarProposta(app, empresa, novaProposta({ titulo: 'Antes do prazo' }));
    clock.set(INSTANTES.encerrada);
    const response = await injectAs(app, empresa, {
      method: 'POST',
      url: '/api/proposta',
      payload: { id, ...novaProposta({ titulo: 'Depois do prazo' }) },
    });
    expect(response.statusCode).toBe(409);
    const lida = await injectAs(app, empresa, { method: 'GET', url: `/api/proposta/${id}` });
    expect(lida.json().titulo).toBe('Antes do prazo');
  });

  it('encerrada, a empresa ainda lê, lista, baixa e gera o PDF da própria solução', async () => {
    clock.set(INSTANTES.aberta);
    const id = await criarProposta(app, empresa);
    const arquivoId = idDoArquivo(await enviarArquivo(app, empresa, id, 'fotos', PDF, 'f.pdf'));
    clock.set(INSTANTES.encerrada);
    const leituras = [
      `/api/proposta/${id}`,
      `/api/proposta/usuario/${empresa.id}`,
      `/api/proposta/historicostatusproposta/${id}`,
      `/api/fileindexer/proposta/${id}`,
      `/api/fileindexer/${id}/${arquivoId}`,
      `/api/proposta/gerapdf/${id}`,
    ];
    for (const url of leituras) {
      expect((await injectAs(app, empresa, { method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('encerrada, a equipe segue trabalhando: muda status, baixa os arquivos e prorroga', async () => {
    clock.set(INSTANTES.aberta);
    const id = await criarPropostaCompleta(app, empresa);
    await enviarArquivo(app, empresa, id, 'formassinado', PDF, 'assinado.pdf');
    clock.set(INSTANTES.encerrada);
    const analista = await signedInStaff(app, 4);
    const status = await injectAs(app, analista, {
      method: 'POST',
      url: '/api/proposta/status',
      payload: { idProposta: id, idStatusProposta: 5, observacao: 'Em avaliação.' },
    });
    expect(status.statusCode).toBe(200);
    const zip = await injectAs(app, analista, {
      method: 'GET',
      url: `/api/fileindexer/proposta/zip/${id}`,
    });
    expect(zip.statusCode).toBe(200);
    const prorrogacao = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/calendario/prorrogacoes',
      payload: {
        empresaId: empresa.empresaId,
        prazo: '2026-12-22T18:00',
        motivo: 'Falha no envio.',
      },
    });
    expect(prorrogacao.statusCode).toBe(201);
  });
});
