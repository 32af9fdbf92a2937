import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MENSAGENS, STATUS_PROPOSTA } from '@portal/domain';
import { registroAuditoria } from '../../infra/db/schema-auditoria.ts';
import { propostaAlteracao } from '../../infra/db/schema-propostas.ts';
import {
  criarProposta,
  definirStatus,
  enviarArquivo,
  novaProposta,
  PNG,
} from '../../../test/fixtures-proposta.ts';
import { signedInStaff } from '../../../test/fixtures-equipe.ts';
import { injectAs, login, signedInCompanyUser, type Sessao } from '../../../test/fixtures.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
let aba1: Sessao;
let aba2: Sessao;
let nome: string;

beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
  const usuario = await signedInCompanyUser(app);
  nome = usuario.cadastro.nome as string;
  // Two sessions of one person: two tabs, or a computer and a phone.
  aba1 = usuario;
  aba2 = await login(app, usuario);
});
afterAll(() => app.close());

const ler = async (sessao: Sessao, id: string) => {
  const resposta = await injectAs(app, sessao, { method: 'GET', url: `/api/proposta/${id}` });
  expect(resposta.statusCode).toBe(200);
  return { corpo: resposta.json(), etag: resposta.headers.etag };
};

const salvar = (sessao: Sessao, payload: object, headers: Record<string, string> = {}) =>
  injectAs(app, sessao, { method: 'POST', url: '/api/proposta', payload, headers });

const comoFormulario = (corpo: Record<string, unknown>, mudancas: object) => ({
  ...novaProposta(),
  titulo: corpo.titulo,
  descricao: corpo.descricao,
  id: corpo.id,
  ...mudancas,
});

describe('duas pessoas, uma solução', () => {
  it('lê a versão como ETag e no JSON; cada gravação a avança em um', async () => {
    const id = await criarProposta(app, aba1);
    const { corpo, etag } = await ler(aba1, id);
    expect(corpo.versao).toBe(1);
    expect(etag).toBe('"1"');
    const salvo = await salvar(aba1, comoFormulario(corpo, { titulo: 'Outro título', versao: 1 }));
    expect(salvo.statusCode).toBe(200);
    expect(salvo.json().versao).toBe(2);
    expect(salvo.headers.etag).toBe('"2"');
    // A save that changes nothing makes no version.
    const igual = await salvar(aba1, comoFormulario(corpo, { titulo: 'Outro título', versao: 2 }));
    expect(igual.json().versao).toBe(2);
  });

  it('a cópia antiga é recusada com 409: quem salvou, quando e o quê; a primeira gravação fica', async () => {
    const id = await criarProposta(app, aba1);
    const { corpo } = await ler(aba1, id);
    const antiga = await ler(aba2, id);

    const primeira = await salvar(
      aba1,
      comoFormulario(corpo, { titulo: 'Título da aba 1', versao: 1 }),
    );
    expect(primeira.statusCode).toBe(200);
    expect((await enviarArquivo(app, aba1, id, 'fotos', PNG, 'foto.png')).statusCode).toBe(200);

    const segunda = await salvar(
      aba2,
      comoFormulario(antiga.corpo, { descricao: 'Descrição da aba 2', versao: 1 }),
    );
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json().message).toMatch(
      new RegExp(`^${nome} salvou esta solução às \\d{2}:\\d{2} e alterou: `),
    );
    expect(segunda.json().message).toContain('Título da solução');
    expect(segunda.json().message).toContain('Fotos da solução');
    expect(segunda.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'titulo', message: expect.stringMatching(new RegExp(`^Alterado por ${nome} às`)) },
        { path: 'anexos.fotos', message: expect.stringContaining(nome) },
      ]),
    );
    const depois = await ler(aba2, id);
    expect(depois.corpo.titulo).toBe('Título da aba 1');
    expect(depois.corpo.descricao).toBe(corpo.descricao);
    expect(depois.corpo.versao).toBe(3);

    // With the current version (in If-Match, as an HTTP client would), the second save goes.
    const atualizada = await salvar(
      aba2,
      comoFormulario(depois.corpo, { descricao: 'Descrição da aba 2' }),
      { 'if-match': depois.etag! },
    );
    expect(atualizada.statusCode).toBe(200);
    const final = (await ler(aba1, id)).corpo;
    expect([final.titulo, final.descricao, final.versao]).toEqual([
      'Título da aba 1',
      'Descrição da aba 2',
      4,
    ]);
  });

  it('arquivos enviados por outra aba não tornam velha a cópia dos textos', async () => {
    const id = await criarProposta(app, aba1);
    const { corpo } = await ler(aba1, id);
    expect((await enviarArquivo(app, aba2, id, 'fotos', PNG, 'foto.png')).statusCode).toBe(200);
    const salvo = await salvar(
      aba1,
      comoFormulario(corpo, { titulo: 'Depois da foto', versao: 1 }),
    );
    expect(salvo.statusCode).toBe(200);
    expect(salvo.json().versao).toBe(3);
  });

  it('sem versão (o cliente da especificação) salva como sempre', async () => {
    const id = await criarProposta(app, aba1);
    const { corpo } = await ler(aba1, id);
    await salvar(aba1, comoFormulario(corpo, { titulo: 'Primeiro', versao: 1 }));
    const semVersao = await salvar(aba2, comoFormulario(corpo, { titulo: 'Sem versão' }));
    expect(semVersao.statusCode).toBe(200);
    expect((await ler(aba1, id)).corpo.titulo).toBe('Sem versão');
  });

  it('versão malformada é 400 com o campo; versão do futuro é 409', async () => {
    const id = await criarProposta(app, aba1);
    const { corpo } = await ler(aba1, id);
    const ruim = await salvar(aba1, comoFormulario(corpo, { versao: 'x' }));
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().issues).toEqual([{ path: 'versao', message: expect.any(String) }]);
    const cabecalho = await salvar(aba1, comoFormulario(corpo, {}), { 'if-match': 'abc' });
    expect(cabecalho.statusCode).toBe(400);
    const futura = await salvar(aba1, comoFormulario(corpo, { versao: 99 }));
    expect(futura.statusCode).toBe(409);
  });

  it('20 gravações simultâneas da mesma versão: uma passa, 19 recebem 409, a versão anda um', async () => {
    const id = await criarProposta(app, aba1);
    const { corpo } = await ler(aba1, id);
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        salvar(i % 2 ? aba1 : aba2, comoFormulario(corpo, { titulo: `Título ${i}`, versao: 1 })),
      ),
    );
    const codigos = respostas.map((r) => r.statusCode).toSorted();
    expect(codigos).toEqual([200, ...Array(19).fill(409)]);
    const vencedora = respostas.findIndex((r) => r.statusCode === 200);
    const final = (await ler(aba1, id)).corpo;
    expect([final.titulo, final.versao]).toEqual([`Título ${vencedora}`, 2]);
  });

  it('excluir um arquivo que outra aba já excluiu responde 404 com uma mensagem clara', async () => {
    const id = await criarProposta(app, aba1);
    const foto = (await enviarArquivo(app, aba1, id, 'fotos', PNG, 'foto.png')).json();
    const excluir = (sessao: Sessao) =>
      injectAs(app, sessao, {
        method: 'DELETE',
        url: `/api/fileindexer/arquivo/${foto.idCriadoGuid}`,
      });
    expect((await excluir(aba1)).statusCode).toBe(200);
    const segunda = await excluir(aba2);
    expect(segunda.statusCode).toBe(404);
    expect(segunda.json().message).toBe(
      'Este arquivo não existe mais: já foi excluído. Atualize a lista de arquivos.',
    );
    expect((await ler(aba1, id)).corpo.versao).toBe(3);
  });
});

describe('duas pessoas da equipe, um status', () => {
  it('quem decide sobre um status que outra pessoa já mudou ouve quem, para qual e quando', async () => {
    const id = await criarProposta(app, aba1);
    await definirStatus(app, id, STATUS_PROPOSTA.EM_ANALISE_PREVIA);
    const [analista1, analista2] = [await signedInStaff(app, 4), await signedInStaff(app, 4)];
    const mudar = (cookie: string, para: number, statusVisto: number) =>
      injectAs(
        app,
        { cookie },
        {
          method: 'POST',
          url: '/api/proposta/status',
          payload: { idProposta: id, idStatusProposta: para, statusVisto },
        },
      );
    const primeira = await mudar(
      analista1.cookie,
      STATUS_PROPOSTA.EM_AVALIACAO,
      STATUS_PROPOSTA.EM_ANALISE_PREVIA,
    );
    expect(primeira.statusCode).toBe(200);
    const segunda = await mudar(analista2.cookie, 6, STATUS_PROPOSTA.EM_ANALISE_PREVIA);
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json().message).toMatch(
      new RegExp(`^${analista1.nome} mudou o status desta solução para “.+” às \\d{2}:\\d{2}\\.`),
    );
    const historico = await injectAs(
      app,
      { cookie: analista2.cookie },
      { method: 'GET', url: `/api/proposta/historicostatusproposta/${id}` },
    );
    expect(historico.json()[0].idStatusProposta).toBe(STATUS_PROPOSTA.EM_AVALIACAO);
  });
});

describe('a gravação sem trava', () => {
  /** The save's audit records for the solution, oldest first: what each changed, from and to. */
  const atualizacoes = async (id: string) =>
    (
      await app.db
        .select({ alteracoes: registroAuditoria.alteracoes })
        .from(registroAuditoria)
        .where(
          and(
            eq(registroAuditoria.propostaId, id),
            eq(registroAuditoria.acao, 'proposta.atualizacao'),
          ),
        )
        .orderBy(registroAuditoria.id)
    ).map((r) => r.alteracoes);
  const versoesRegistradas = async (id: string) =>
    (
      await app.db
        .select({ versao: propostaAlteracao.versao })
        .from(propostaAlteracao)
        .where(eq(propostaAlteracao.propostaId, id))
    ).map((r) => r.versao);

  /** Runs `entre` once, after the next save has read the row and before it writes. */
  function entreLeituraEGravacao(entre: (id: string) => Promise<void>) {
    const propostas = app.repositorios.proposta;
    const original = propostas.paraEdicao;
    return vi.spyOn(propostas, 'paraEdicao').mockImplementationOnce(async (id, opcoes) => {
      const lida = await original(id, opcoes);
      await entre(id);
      return lida;
    });
  }

  it('com a linha como lida, grava sem abrir transação', async () => {
    const id = await criarProposta(app, aba1, novaProposta({ titulo: 'Sem trava' }));
    const transacoes = vi.spyOn(app.db, 'transaction');
    try {
      const salvo = await salvar(aba1, { ...novaProposta(), id, titulo: 'Gravada de uma vez' });
      expect(salvo.json().versao).toBe(2);
      expect(transacoes).not.toHaveBeenCalled();
    } finally {
      transacoes.mockRestore();
    }
    expect(await atualizacoes(id)).toEqual([
      { titulo: { de: 'Sem trava', para: 'Gravada de uma vez' } },
    ]);
  });

  it('enviada entre a leitura e a gravação: a trava decide de novo, recusa e nada fica gravado', async () => {
    const id = await criarProposta(app, aba1, novaProposta({ titulo: 'Antes do envio' }));
    const espiao = entreLeituraEGravacao((lida) =>
      definirStatus(app, lida, STATUS_PROPOSTA.EM_ANALISE_PREVIA),
    );
    try {
      const salvo = await salvar(aba1, { ...novaProposta(), id, titulo: 'Depois do envio' });
      expect(salvo.statusCode).toBe(409);
      expect(salvo.json().message).toBe(MENSAGENS.propostaNaoEditavel);
    } finally {
      espiao.mockRestore();
    }
    expect((await ler(aba1, id)).corpo).toMatchObject({ titulo: 'Antes do envio', versao: 1 });
    expect(await atualizacoes(id)).toEqual([]);
    expect(await versoesRegistradas(id)).toEqual([]);
  });

  it('outra gravação entre a leitura e a gravação: a trava relê e registra o valor que a outra deixou', async () => {
    const id = await criarProposta(app, aba1, novaProposta({ titulo: 'A' }));
    const espiao = entreLeituraEGravacao(async () => {
      const outra = await salvar(aba2, { ...novaProposta(), id, titulo: 'B' });
      expect(outra.statusCode).toBe(200);
    });
    try {
      expect((await salvar(aba1, { ...novaProposta(), id, titulo: 'C' })).json().versao).toBe(3);
    } finally {
      espiao.mockRestore();
    }
    expect((await ler(aba1, id)).corpo.titulo).toBe('C');
    expect(await atualizacoes(id)).toEqual([
      { titulo: { de: 'A', para: 'B' } },
      { titulo: { de: 'B', para: 'C' } },
    ]);
    expect((await versoesRegistradas(id)).toSorted()).toEqual([2, 3]);
  });
});
