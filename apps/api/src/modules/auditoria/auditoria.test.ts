import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, gt, max, sql } from 'drizzle-orm';
import { LISTA_ACOES_AUDITORIA, STATUS_PROPOSTA, type AcaoAuditoria } from '@portal/domain';
import { registroAuditoria } from '../../infra/db/schema-auditoria.ts';
import { FakeClock } from '../../infra/clock.ts';
import { confirmarEmail, tokenDoEmail } from '../../../test/fixtures-email.ts';
import {
  injectAs,
  login,
  novoIp,
  registerCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../test/fixtures.ts';
import {
  adminDeTeste,
  registerStaffUser,
  signedInAdmin,
  type MembroComSessao,
  type MembroDeTeste,
} from '../../../test/fixtures-equipe.ts';
import {
  arquivoPayload,
  criarProposta,
  definirStatus,
  enviarArquivo,
  enviarProvaCnpj,
  novaProposta,
  PDF,
  PNG,
} from '../../../test/fixtures-proposta.ts';
import { definirCalendario, prorrogar } from '../../../test/fixtures-calendario.ts';
import { registerGestor, type GestorDeTeste } from '../../../test/fixtures-gestor.ts';
import { avaliacaoCompleta } from '../../../test/fixtures-avaliacao.ts';
import {
  buildAppComGovbr,
  cadastrarPeloGovbr,
  identidadePendente,
  novaPessoa,
} from '../../../test/fixtures-govbr.ts';
import { iniciarGovbrFalso, type GovbrFalso } from '../../../test/govbr-falso.ts';
import { createLimpeza } from '../manutencao/limpeza.ts';
import { registrarAuditoria } from '../trilha-auditoria/registrar.ts';
import { verificacaoAConferir } from '../../../test/verificacao-a-conferir.ts';
import { clamdDeTeste, EICAR, type ClamdDeTeste } from '../../../test/clamd-de-teste.ts';
import { lerClamdUrl } from '../../infra/clamd.ts';

const ADMIN = adminDeTeste();
let app: FastifyInstance;
let clock: FakeClock;
let admin: MembroComSessao;
let govbr: GovbrFalso;
// A real clamd, so the table walks the refused infected upload too.
let clamd: ClamdDeTeste;

beforeAll(async () => {
  clock = new FakeClock('2026-03-10T12:00:00-03:00');
  // The gov.br of the tests signs its tokens at the app's time, so the sign-in passes.
  govbr = await iniciarGovbrFalso({}, () => clock.now());
  clamd = await clamdDeTeste();
  await clamd.iniciar();
  app = await buildAppComGovbr(
    govbr,
    { clock },
    { admin: ADMIN, antivirus: { clamd: lerClamdUrl(clamd.url), timeoutMs: 5000 } },
  );
  admin = await signedInAdmin(app, ADMIN);
});
afterAll(async () => {
  await app?.close();
  await govbr?.fechar();
  await clamd?.encerrar();
});

type Registro = typeof registroAuditoria.$inferSelect;

const ultimoId = async () =>
  (await app.db.select({ id: max(registroAuditoria.id) }).from(registroAuditoria))[0]?.id ?? 0;

const registrosDesde = (id: number): Promise<Registro[]> =>
  app.db
    .select()
    .from(registroAuditoria)
    .where(gt(registroAuditoria.id, id))
    .orderBy(asc(registroAuditoria.id));

const pedirOk = (resposta: { statusCode: number; body: string }) =>
  expect(resposta.statusCode, resposta.body).toBe(200);

/** A call that must succeed, as `sessao`. */
const chamar = async (
  sessao: { cookie: string } | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => pedirOk(await injectAs(app, sessao, { method, url, ...(payload ? { payload } : {}) }));

describe('cada ação deixa um registro de auditoria, com quem, o quê e de onde', () => {
  // Shared across the steps: each acts on what the earlier ones made.
  const c = {} as {
    usuario: UsuarioDeTeste;
    sessao: Sessao;
    propostaId: string;
    fotoA: string;
    fotoB: string;
    assinado: string;
    membro: MembroDeTeste;
    gestor: GestorDeTeste;
  };
  const adm = () => ({ cookie: admin.cookie });

  interface Passo {
    nome: string;
    executar: () => Promise<unknown>;
    /** The actions recorded, in order; `[]` for what must leave no record. */
    acoes: AcaoAuditoria[];
    confere?: (registros: Registro[]) => void;
  }

  const PASSOS: Passo[] = [
    {
      nome: 'cadastro de empresa',
      executar: async () => {
        c.usuario = await registerCompanyUser(app, {}, { confirmar: false });
      },
      acoes: ['cadastro.empresa'],
      confere: ([r]) => {
        expect(r).toMatchObject({ usuarioId: c.usuario.id, tipoUsuario: 1, ip: c.usuario.ip });
        expect(r!.empresaId).not.toBeNull();
      },
    },
    {
      nome: 'confirmação do e-mail',
      executar: () => confirmarEmail(app, c.usuario.email),
      acoes: ['email.confirmacao'],
      confere: ([r]) => expect(r!.usuarioId).toBe(c.usuario.id),
    },
    {
      nome: 'entrada recusada',
      executar: () =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { login: c.usuario.email, SenhaAtual: 'Errada@Senha_123' },
          remoteAddress: c.usuario.ip,
        }),
      acoes: ['login.falha'],
      confere: ([r]) => {
        expect(r).toMatchObject({ usuarioId: c.usuario.id, classe: 'acesso', ip: c.usuario.ip });
        expect(JSON.stringify(r)).not.toContain(c.usuario.email);
      },
    },
    {
      nome: 'entrada recusada de e-mail sem conta',
      executar: () =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { login: 'ninguem@exemplo.com.br', SenhaAtual: 'Errada@Senha_123' },
          remoteAddress: novoIp(),
        }),
      acoes: ['login.falha'],
      confere: ([r]) => {
        expect(r!.usuarioId).toBeNull();
        expect(JSON.stringify(r)).not.toContain('ninguem@');
      },
    },
    {
      nome: 'entrada',
      executar: async () => {
        c.sessao = await login(app, c.usuario);
      },
      acoes: ['login.sucesso'],
      confere: ([r]) => expect(r).toMatchObject({ usuarioId: c.usuario.id, classe: 'acesso' }),
    },
    {
      nome: 'alteração dos próprios dados',
      executar: async () =>
        chamar(c.sessao, 'POST', '/api/cadastro/usuario', {
          id: c.usuario.id,
          email: c.usuario.email,
          nome: 'Outro Nome',
          senhaAtual: c.usuario.senha,
          senhaNova: '',
          telefones: c.usuario.cadastro.telefones,
          cargo: 'Diretor',
          departamento: 'Projetos',
        }),
      acoes: ['usuario.atualizacao'],
      confere: ([r]) => {
        // The name is the person's data: named as changed, its values kept where they live.
        expect(r!.alteracoes).toEqual({ nome: {}, cargo: { de: 'Gerente', para: 'Diretor' } });
        expect(JSON.stringify(r)).not.toContain('Outro Nome');
      },
    },
    {
      nome: 'troca de senha',
      executar: async () => {
        const senhaNova = 'Jabuticaba@Madura_77';
        await chamar(c.sessao, 'POST', '/api/cadastro/usuario', {
          id: c.usuario.id,
          email: c.usuario.email,
          nome: 'Outro Nome',
          senhaAtual: c.usuario.senha,
          senhaNova,
          telefones: c.usuario.cadastro.telefones,
          cargo: 'Diretor',
          departamento: 'Projetos',
        });
        c.usuario = { ...c.usuario, senha: senhaNova };
      },
      acoes: ['senha.troca'],
      confere: ([r]) => expect(JSON.stringify(r)).not.toMatch(/Jabuticaba|argon2/),
    },
    {
      nome: 'criação de solução',
      executar: async () => {
        c.propostaId = await criarProposta(
          app,
          c.sessao,
          novaProposta({ titulo: 'Semáforos 1.0' }),
        );
      },
      acoes: ['proposta.criacao'],
      confere: ([r]) => expect(r).toMatchObject({ propostaId: c.propostaId, entidade: 'proposta' }),
    },
    {
      nome: 'conflito de interesse declarado: o tipo, sem a descrição',
      executar: async () => {
        const propostaId = await criarProposta(app, c.sessao);
        await chamar(adm(), 'POST', '/api/avaliacao/atribuicoes', {
          propostaIds: [propostaId],
          avaliadorIds: [admin.id],
        });
        await chamar(adm(), 'POST', `/api/avaliacao/proposta/${propostaId}/conflito`, {
          conflito: 'outro',
          descricao: 'Fui consultor da empresa.',
        });
      },
      acoes: ['proposta.criacao', 'avaliacao.conflito'],
      confere: ([, r]) => {
        expect(r!.detalhes).toEqual({ conflito: 'outro' });
        expect(r!.usuarioId).toBe(admin.id);
      },
    },
    {
      nome: 'alteração de solução',
      executar: async () =>
        chamar(c.sessao, 'POST', '/api/proposta', {
          ...novaProposta({ titulo: 'Semáforos 2.0' }),
          id: c.propostaId,
        }),
      acoes: ['proposta.atualizacao'],
      confere: ([r]) =>
        expect(r!.alteracoes).toEqual({
          titulo: { de: 'Semáforos 1.0', para: 'Semáforos 2.0' },
        }),
    },
    {
      nome: 'anexo incluído',
      executar: async () => {
        const resposta = await enviarArquivo(app, c.sessao, c.propostaId, 'fotos', PNG, 'a.png');
        c.fotoA = resposta.json().idCriadoGuid;
      },
      acoes: ['arquivo.inclusao'],
      confere: ([r]) => expect(r!.detalhes).toMatchObject({ nome: 'a.png' }),
    },
    {
      nome: 'outro anexo incluído',
      executar: async () => {
        const resposta = await enviarArquivo(app, c.sessao, c.propostaId, 'fotos', PNG, 'b.png');
        c.fotoB = resposta.json().idCriadoGuid;
      },
      acoes: ['arquivo.inclusao'],
    },
    {
      nome: 'anexo com vírus: recusado, a tentativa fica registrada',
      executar: async () => {
        const infectado = Buffer.concat([PDF, EICAR]);
        const resposta = await enviarArquivo(
          app,
          c.sessao,
          c.propostaId,
          'documentosentregues/portfolios',
          infectado,
          'v.pdf',
        );
        expect(resposta.statusCode).toBe(422);
      },
      acoes: ['arquivo.malware'],
      confere: ([r]) => expect(r!.detalhes).toMatchObject({ nome: 'v.pdf' }),
    },
    {
      nome: 'anexo removido',
      executar: async () => chamar(c.sessao, 'DELETE', `/api/fileindexer/arquivo/${c.fotoB}`),
      acoes: ['arquivo.exclusao'],
      confere: ([r]) => expect(r).toMatchObject({ entidadeId: c.fotoB, propostaId: c.propostaId }),
    },
    {
      nome: 'PDF gerado',
      executar: async () => chamar(c.sessao, 'GET', `/api/proposta/gerapdf/${c.propostaId}`),
      acoes: ['proposta.pdf'],
    },
    {
      nome: 'comprovante de CNPJ',
      executar: () => enviarProvaCnpj(app, c.sessao),
      acoes: ['arquivo.inclusao'],
      confere: ([r]) =>
        expect(r).toMatchObject({ empresaId: c.sessao.empresaId, propostaId: null }),
    },
    {
      nome: 'PDF assinado enviado',
      executar: async () => {
        const resposta = await enviarArquivo(
          app,
          c.sessao,
          c.propostaId,
          'formassinado',
          PDF,
          'assinado.pdf',
        );
        pedirOk(resposta);
        c.assinado = resposta.json().idCriadoGuid;
      },
      acoes: ['assinado.envio'],
    },
    {
      nome: 'PDF assinado removido (a solução volta à empresa)',
      executar: () => chamar(c.sessao, 'DELETE', `/api/fileindexer/arquivo/${c.assinado}`),
      acoes: ['assinado.exclusao'],
      confere: ([r]) =>
        expect(r).toMatchObject({ entidadeId: c.assinado, propostaId: c.propostaId }),
    },
    {
      nome: 'PDF assinado enviado de novo',
      executar: async () =>
        pedirOk(
          await enviarArquivo(app, c.sessao, c.propostaId, 'formassinado', PDF, 'assinado-2.pdf'),
        ),
      acoes: ['assinado.envio'],
    },
    {
      nome: 'a empresa baixa o próprio arquivo: nada a registrar',
      executar: async () => chamar(c.sessao, 'GET', `/api/fileindexer/${c.propostaId}/${c.fotoA}`),
      acoes: [],
    },
    {
      nome: 'saída',
      executar: async () => chamar(c.sessao, 'POST', '/api/logout'),
      acoes: ['logout'],
      confere: ([r]) => expect(r).toMatchObject({ usuarioId: c.usuario.id, classe: 'acesso' }),
    },
    {
      nome: 'saída de uma sessão que já acabou: nada a registrar',
      executar: async () => chamar(c.sessao, 'POST', '/api/logout'),
      acoes: [],
    },
    {
      nome: 'a equipe decide sobre uma assinatura digital a conferir',
      executar: async () => {
        const verificacao = await verificacaoAConferir(app, {
          propostaId: c.propostaId,
          arquivoId: c.fotoA,
          usuarioId: c.usuario.id,
        });
        await chamar(
          adm(),
          'POST',
          `/api/proposta/${c.propostaId}/assinaturas/${verificacao}/decisao`,
          {
            decisao: 'recusada',
            justificativa: 'Assinada por quem não representa a empresa.',
          },
        );
      },
      acoes: ['assinatura.decisao'],
      confere: ([r]) =>
        expect(r).toMatchObject({
          usuarioId: admin.id,
          propostaId: c.propostaId,
          detalhes: { decisao: 'recusada' },
        }),
    },
    {
      nome: 'a equipe baixa um arquivo da empresa',
      executar: async () => chamar(adm(), 'GET', `/api/fileindexer/${c.propostaId}/${c.fotoA}`),
      acoes: ['download.arquivo'],
      confere: ([r]) =>
        expect(r).toMatchObject({ usuarioId: admin.id, tipoUsuario: 5, entidadeId: c.fotoA }),
    },
    {
      nome: 'zip da solução',
      executar: async () => chamar(adm(), 'GET', `/api/fileindexer/proposta/zip/${c.propostaId}`),
      acoes: ['download.zip'],
    },
    {
      nome: 'exportação das notas',
      executar: async () => chamar(adm(), 'GET', '/api/avaliacao/exportacao'),
      acoes: ['download.exportacao'],
    },
    {
      nome: 'avaliação enviada',
      executar: async () => {
        const url = `/api/avaliacao/proposta/${c.propostaId}`;
        await chamar(adm(), 'POST', '/api/avaliacao/atribuicoes', {
          propostaIds: [c.propostaId],
          avaliadorIds: [admin.id],
        });
        await chamar(adm(), 'POST', `${url}/conflito`, { conflito: 'nenhum' });
        await chamar(adm(), 'POST', `${url}/envio`, avaliacaoCompleta());
      },
      acoes: ['avaliacao.envio'],
      confere: ([r]) => expect(r).toMatchObject({ usuarioId: admin.id, propostaId: c.propostaId }),
    },
    {
      nome: 'mudança de status com nota',
      executar: async () =>
        chamar(adm(), 'POST', '/api/proposta/status', {
          idProposta: c.propostaId,
          idStatusProposta: STATUS_PROPOSTA.EM_AVALIACAO,
          observacao: 'Documentação conferida.',
        }),
      acoes: ['proposta.status'],
      confere: ([r]) => {
        expect(r!.alteracoes).toEqual({
          statusPropostaId: {
            de: STATUS_PROPOSTA.EM_ANALISE_PREVIA,
            para: STATUS_PROPOSTA.EM_AVALIACAO,
          },
        });
        // The note by reference to the status entry, where the page reads it.
        expect(r!.detalhes).toEqual({ historicoId: expect.any(Number) });
      },
    },
    {
      nome: 'cadastro da equipe',
      executar: async () => {
        c.membro = await registerStaffUser(app, {}, { confirmar: false });
      },
      acoes: ['cadastro.equipe'],
      confere: ([r]) => expect(r).toMatchObject({ usuarioId: c.membro.id, tipoUsuario: 3 }),
    },
    {
      nome: 'confirmação do e-mail da equipe',
      executar: () => confirmarEmail(app, c.membro.email),
      acoes: ['email.confirmacao'],
    },
    ...(
      [
        ['equipe.aprovacao', 'aprovacao', { tipoUsuario: 4 }, { tipoUsuario: { de: 3, para: 4 } }],
        ['equipe.perfil', 'aprovacao', { tipoUsuario: 5 }, { tipoUsuario: { de: 4, para: 5 } }],
        ['equipe.desativacao', 'desativacao', undefined, { ativo: { de: true, para: false } }],
        ['equipe.reativacao', 'reativacao', undefined, { ativo: { de: false, para: true } }],
      ] as const
    ).map(([acao, rota, payload, alteracoes]): Passo => ({
      nome: acao,
      executar: async () => chamar(adm(), 'POST', `/api/equipe/${c.membro.id}/${rota}`, payload),
      acoes: [acao],
      confere: ([r]) => {
        expect(r).toMatchObject({ usuarioId: admin.id, entidadeId: c.membro.id });
        expect(r!.alteracoes).toEqual(alteracoes);
      },
    })),
    {
      nome: 'calendário',
      executar: () => definirCalendario(app, adm() as Sessao),
      acoes: ['calendario.alteracao'],
      confere: ([r]) => expect(Object.keys(r!.alteracoes ?? {})).toContain('prazoEnvio'),
    },
    {
      nome: 'prorrogação',
      executar: () => prorrogar(app, adm() as Sessao, c.sessao.empresaId, '2026-12-20T18:00'),
      acoes: ['calendario.prorrogacao'],
      confere: ([r]) => expect(r!.empresaId).toBe(c.sessao.empresaId),
    },
    {
      nome: 'documento do programa',
      executar: async () =>
        chamar(
          adm(),
          'PUT',
          '/api/documentos/caderno-tecnico-3',
          arquivoPayload(PDF, 'caderno.pdf'),
        ),
      acoes: ['documento.alteracao'],
    },
    {
      nome: 'margem da avaliação',
      executar: async () =>
        chamar(adm(), 'PUT', '/api/avaliacao/configuracao', { margemDivergencia: 1.5 }),
      acoes: ['rubrica.alteracao'],
    },
    {
      nome: 'redefinição de senha pelo link (e a entrada que ela abre)',
      executar: async () => {
        await app.inject({
          method: 'POST',
          url: '/api/conta/senha/esqueci',
          payload: { email: c.usuario.email },
          remoteAddress: novoIp(),
        });
        const token = await tokenDoEmail(app, c.usuario.email, 'redefinicao-senha');
        await pedirOk(
          await app.inject({
            method: 'POST',
            url: '/api/conta/senha/redefinir',
            payload: { token, senhaNova: 'Jatoba@Florido_2026' },
          }),
        );
      },
      acoes: ['senha.recuperacao', 'login.sucesso'],
      confere: (registros) => expect(JSON.stringify(registros)).not.toMatch(/Jatoba|token|argon2/),
    },
    {
      nome: 'controlador e encarregado',
      executar: () =>
        chamar(adm(), 'PUT', '/api/privacidade/contato', {
          controladorNome: 'Secretaria de Desenvolvimento Econômico',
          controladorContato: 'Rua Boa Vista, 170',
          encarregadoNome: 'Encarregada Nova',
          encarregadoEmail: 'encarregada@sde.sp.gov.br',
        }),
      acoes: ['privacidade.contato'],
      confere: ([r]) =>
        expect(r!.alteracoes).toMatchObject({ encarregadoNome: { para: 'Encarregada Nova' } }),
    },
    {
      nome: 'nova versão dos termos',
      executar: async () => {
        const resposta = await injectAs(app, adm(), {
          method: 'POST',
          url: '/api/termos/versoes',
          payload: { resumo: 'Novo prazo de guarda.' },
        });
        expect(resposta.statusCode).toBe(201);
      },
      acoes: ['termos.publicacao'],
      confere: ([r]) => expect(r!.entidadeId).toBe('2'),
    },
    {
      nome: 'aceite dos termos (e a saída antes dele, que nada aceita)',
      executar: async () => {
        c.sessao = await login(app, { ...c.usuario, senha: 'Jatoba@Florido_2026' });
        await chamar(c.sessao, 'POST', '/api/termos/aceite', { versao: 2 });
      },
      acoes: ['login.sucesso', 'termos.aceite'],
      confere: ([, r]) => expect(r).toMatchObject({ usuarioId: c.usuario.id, entidadeId: '2' }),
    },
    {
      nome: '"Meus dados" na tela: ler não é levar',
      executar: () => chamar(c.sessao, 'GET', '/api/meus-dados'),
      acoes: [],
    },
    {
      nome: '"Meus dados" baixados',
      executar: () => chamar(c.sessao, 'GET', '/api/meus-dados/meus-dados.html'),
      acoes: ['dados.download'],
      confere: ([r]) => expect(r!.detalhes).toEqual({ formato: 'html' }),
    },
    {
      nome: 'pedido ao encarregado e a resposta',
      executar: async () => {
        const pedido = await injectAs(app, c.sessao, {
          method: 'POST',
          url: '/api/pedidos-titular',
          payload: { tipo: 'correcao', descricao: 'O CNPJ da empresa mudou de filial.' },
        });
        expect(pedido.statusCode).toBe(201);
        await chamar(adm(), 'POST', `/api/pedidos-titular/${pedido.json().pedido.id}/resposta`, {
          resposta: 'Corrigimos o cadastro.',
        });
      },
      acoes: ['pedido.registro', 'pedido.resposta'],
      confere: ([registro, resposta]) => {
        expect(registro).toMatchObject({ usuarioId: c.usuario.id, entidade: 'pedido_titular' });
        expect(resposta!.usuarioId).toBe(admin.id);
      },
    },
    {
      nome: 'sócio cadastrado pelo gov.br entra na empresa sem aceite',
      executar: async () => {
        const pessoa = novaPessoa();
        govbr.definirEmpresas(pessoa.cpf, [
          { cnpj: c.usuario.cnpj, razaoSocial: 'Empresa', atuacao: 'SOCIO' },
        ]);
        const { cookie } = await identidadePendente(app, govbr, pessoa);
        const empresa = { id: c.sessao.empresaId, cnpj: c.usuario.cnpj };
        const cadastro = await cadastrarPeloGovbr(app, cookie, { empresa });
        expect(cadastro.statusCode, cadastro.body).toBe(201);
      },
      acoes: ['cadastro.empresa', 'govbr.vinculo', 'membro.govbr', 'login.sucesso'],
      confere: ([, vinculo, membro]) => {
        expect(vinculo!.detalhes).toEqual({ confiabilidade: 'prata' });
        expect(membro).toMatchObject({
          empresaId: c.sessao.empresaId,
          detalhes: { atuacao: 'SOCIO' },
        });
      },
    },
    {
      nome: 'gestor público cadastrado pelo gov.br',
      executar: async () => {
        const { cookie } = await identidadePendente(app, govbr, novaPessoa(), 'gestor');
        const cadastro = await app.inject({
          method: 'POST',
          url: '/api/govbr/cadastro-gestor',
          headers: { cookie },
          payload: { municipioId: 3550308, cargo: 'Secretária de Inovação', aceiteLGPD: true },
          remoteAddress: novoIp(),
        });
        expect(cadastro.statusCode, cadastro.body).toBe(201);
      },
      acoes: ['cadastro.gestor', 'govbr.vinculo', 'login.sucesso'],
      confere: ([cadastro, vinculo]) => {
        expect(cadastro).toMatchObject({ tipoUsuario: 7, detalhes: { verificacao: 'equipe' } });
        expect(vinculo).toMatchObject({ entidadeId: cadastro!.entidadeId });
      },
    },
    {
      nome: 'gestor público que aguarda a equipe: um aprovado, outro recusado',
      executar: async () => {
        c.gestor = await registerGestor(app, { verificado: false });
        await chamar(adm(), 'POST', `/api/gestor/${c.gestor.id}/decisao`, { aprovar: true });
        const recusado = await registerGestor(app, { verificado: false });
        await chamar(adm(), 'POST', `/api/gestor/${recusado.id}/decisao`, {
          aprovar: false,
          motivo: 'O cargo não consta no portal da prefeitura.',
        });
      },
      acoes: [
        'cadastro.gestor',
        'email.confirmacao',
        'gestor.aprovacao',
        'cadastro.gestor',
        'email.confirmacao',
        'gestor.recusa',
      ],
      confere: ([cadastro, , aprovacao]) => {
        expect(cadastro).toMatchObject({ usuarioId: c.gestor.id, tipoUsuario: 7 });
        expect(aprovacao).toMatchObject({ usuarioId: admin.id, entidadeId: c.gestor.id });
      },
    },
    {
      nome: 'o gestor registra a pesquisa, escreve à empresa e conta o desfecho',
      executar: async () => {
        const gestor = await login(app, c.gestor);
        await definirStatus(app, c.propostaId, STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL);
        const registro = await injectAs(app, gestor, {
          method: 'POST',
          url: '/api/gestor/registros',
          payload: { selecao: [c.propostaId] },
        });
        expect(registro.statusCode, registro.body).toBe(201);
        const contato = await injectAs(app, gestor, {
          method: 'POST',
          url: `/api/gestor/solucoes/${c.propostaId}/contato`,
          payload: { assunto: 'Piloto no centro', texto: 'Podemos conversar sobre um piloto?' },
        });
        expect(contato.statusCode, contato.body).toBe(201);
        const desfecho = await injectAs(app, gestor, {
          method: 'POST',
          url: '/api/gestor/desfechos',
          payload: { propostaId: c.propostaId, tipo: 'testada-cpsi' },
        });
        expect(desfecho.statusCode, desfecho.body).toBe(201);
      },
      acoes: ['login.sucesso', 'pesquisa.registro', 'contato.empresa', 'desfecho.registro'],
      confere: ([, registro, contato, desfecho]) => {
        for (const r of [registro, contato, desfecho]) expect(r!.usuarioId).toBe(c.gestor.id);
        expect(registro!.detalhes).toMatchObject({ resultados: 1, selecionadas: 1 });
        expect(contato!.propostaId).toBe(c.propostaId);
        expect(desfecho!.propostaId).toBe(c.propostaId);
      },
    },
    {
      nome: 'exclusão da conta',
      executar: () =>
        chamar(c.sessao, 'POST', '/api/meus-dados/exclusao', { senhaAtual: 'Jatoba@Florido_2026' }),
      acoes: ['conta.exclusao'],
      confere: ([r]) =>
        expect(r).toMatchObject({ usuarioId: c.usuario.id, entidadeId: c.usuario.id }),
    },
  ];

  it('a tabela passa por toda ação do catálogo', () => {
    const cobertas = new Set(PASSOS.flatMap((passo) => passo.acoes));
    expect(LISTA_ACOES_AUDITORIA.filter((acao) => !cobertas.has(acao))).toEqual([]);
  });

  it('tabela: cada passo, os registros esperados e nenhum outro', async () => {
    for (const passo of PASSOS) {
      const antes = await ultimoId();
      await passo.executar();
      const registros = await registrosDesde(antes);
      expect(
        registros.map((r) => r.acao),
        passo.nome,
      ).toEqual(passo.acoes);
      passo.confere?.(registros);
    }
  });
});

describe('ninguém altera a história', () => {
  it('o banco recusa UPDATE, DELETE e TRUNCATE no registro de auditoria', async () => {
    const antes = await ultimoId();
    for (const comando of [
      sql`update registro_auditoria set acao = 'outra' where id = ${antes}`,
      sql`delete from registro_auditoria where id = ${antes}`,
      sql`truncate registro_auditoria`,
    ]) {
      await expect(app.db.execute(comando)).rejects.toThrow();
    }
    expect(await ultimoId()).toBe(antes);
  });

  it('o expurgo anunciado apaga só registros de acesso; os demais continuam protegidos', async () => {
    const [registro] = await app.db
      .select({ id: registroAuditoria.id })
      .from(registroAuditoria)
      .where(sql`${registroAuditoria.classe} = 'registro'`)
      .limit(1);
    await expect(
      app.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('portal.expurgo_auditoria', 'acesso', true)`);
        await tx.execute(sql`delete from registro_auditoria where id = ${registro!.id}`);
      }),
    ).rejects.toThrow();
  });

  it('uma ação desfeita não deixa registro', async () => {
    const antes = await ultimoId();
    // The same status again is refused after the solution is locked: nothing commits.
    const [proposta] = await app.db
      .execute<{ id: string; status: number }>(
        sql`select id, status_proposta_id as status from proposta limit 1`,
      )
      .then((r) => (r as unknown as { rows: { id: string; status: number }[] }).rows);
    const recusa = await injectAs(
      app,
      { cookie: admin.cookie },
      {
        method: 'POST',
        url: '/api/proposta/status',
        payload: { idProposta: proposta!.id, idStatusProposta: proposta!.status },
      },
    );
    expect(recusa.statusCode).toBe(409);
    await expect(
      app.db.transaction(async (tx) => {
        await registrarAuditoria(
          tx,
          { usuarioId: admin.id, tipoUsuario: 5, ip: '10.0.0.1', agora: clock.now() },
          { acao: 'calendario.alteracao', entidade: 'calendario' },
        );
        throw new Error('falha depois do registro');
      }),
    ).rejects.toThrow('falha depois do registro');
    expect(await registrosDesde(antes)).toEqual([]);
  });
});

describe('leitura pela equipe', () => {
  it('a nota de uma mudança de status é lida da entrada do histórico a que o registro aponta', async () => {
    const lista = await injectAs(
      app,
      { cookie: admin.cookie },
      { method: 'GET', url: '/api/auditoria?acao=proposta.status' },
    );
    expect(lista.json().itens[0].detalhes).toEqual({ observacao: 'Documentação conferida.' });
  });

  it('o administrador filtra por ação, pessoa e dia, do mais recente ao mais antigo, e baixa o CSV', async () => {
    const porAcao = await injectAs(
      app,
      { cookie: admin.cookie },
      {
        method: 'GET',
        url: '/api/auditoria?acao=login.sucesso&tamanho=2',
      },
    );
    expect(porAcao.statusCode).toBe(200);
    const pagina = porAcao.json();
    expect(pagina).toMatchObject({ pagina: 1, tamanho: 2 });
    expect(pagina.total).toBeGreaterThanOrEqual(2);
    expect(pagina.itens).toHaveLength(2);
    expect(pagina.itens.every((i: { acao: string }) => i.acao === 'login.sucesso')).toBe(true);
    expect(pagina.itens[0].rotulo).toBe('Entrou no portal');
    expect(pagina.itens[0].id).toBeGreaterThan(pagina.itens[1].id);

    const porPessoa = await injectAs(
      app,
      { cookie: admin.cookie },
      {
        method: 'GET',
        url: `/api/auditoria?pessoa=${encodeURIComponent(admin.nome)}&de=2026-03-10&ate=2026-03-10`,
      },
    );
    const itens = porPessoa.json().itens as { pessoa: { id: string } }[];
    expect(itens.length).toBeGreaterThan(0);
    expect(itens.every((i) => i.pessoa.id === admin.id)).toBe(true);
    const outroDia = await injectAs(
      app,
      { cookie: admin.cookie },
      {
        method: 'GET',
        url: '/api/auditoria?de=2026-03-11',
      },
    );
    expect(outroDia.json().total).toBe(0);

    const csv = await injectAs(
      app,
      { cookie: admin.cookie },
      {
        method: 'GET',
        url: '/api/auditoria/registros.csv?acao=download.zip',
      },
    );
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const linhas = csv.body.split('\r\n');
    expect(linhas[0]).toContain('"Data e hora (São Paulo)","Ação","Pessoa"');
    expect(linhas).toHaveLength(2);
    expect(linhas[1]).toContain('"Baixou os arquivos de uma solução (zip)"');
  });

  it('filtros inválidos dão 400 nomeando o campo', async () => {
    for (const [query, campo] of [
      ['acao=apagou.tudo', 'acao'],
      ['de=2026-03-10&ate=2026-03-01', 'ate'],
      ['pessoa=%00', 'pessoa'],
      ['tamanho=201', 'tamanho'],
    ]) {
      const resposta = await injectAs(
        app,
        { cookie: admin.cookie },
        {
          method: 'GET',
          url: `/api/auditoria?${query}`,
        },
      );
      expect(resposta.statusCode, query).toBe(400);
      expect(JSON.stringify(resposta.json()), query).toContain(campo);
    }
  });

  it('a página de uma solução mostra só a sua história; solução inexistente, 404', async () => {
    const [criacao] = await app.db
      .select({ propostaId: registroAuditoria.propostaId })
      .from(registroAuditoria)
      .where(sql`${registroAuditoria.acao} = 'proposta.criacao'`);
    const propostaId = criacao!.propostaId!;
    const resposta = await injectAs(
      app,
      { cookie: admin.cookie },
      {
        method: 'GET',
        url: `/api/proposta/${propostaId}/auditoria?tamanho=200`,
      },
    );
    const itens = resposta.json().itens as { acao: string; proposta: { id: string } }[];
    expect(itens.every((i) => i.proposta.id === propostaId)).toBe(true);
    expect(itens.map((i) => i.acao)).toContain('proposta.status');
    expect(itens.at(-1)!.acao).toBe('proposta.criacao');
    const inexistente = await injectAs(
      app,
      { cookie: admin.cookie },
      {
        method: 'GET',
        url: '/api/proposta/00000000-0000-4000-8000-000000000000/auditoria',
      },
    );
    expect(inexistente.statusCode).toBe(404);
  });
});

describe('retenção', () => {
  it('o expurgo tira os registros de acesso com mais de 6 meses, e nada mais', async () => {
    const contar = async () =>
      Object.fromEntries(
        (
          await app.db
            .select({ classe: registroAuditoria.classe, total: sql<number>`count(*)::int` })
            .from(registroAuditoria)
            .groupBy(registroAuditoria.classe)
        ).map((l) => [l.classe, l.total]),
      );
    const antes = await contar();
    expect(antes.acesso).toBeGreaterThan(0);
    const limpar = createLimpeza(app.db, app.fileStorage, clock, 6);
    // Five months on, nothing is old enough.
    clock.advance(150 * 24 * 60 * 60 * 1000);
    await limpar();
    expect(await contar()).toEqual(antes);
    // Past six months the access records go; the call's history stays.
    clock.advance(40 * 24 * 60 * 60 * 1000);
    const recente = await login(app, {
      email: ADMIN.email,
      senha: ADMIN.senha,
      ip: novoIp(),
    }).catch(() => null);
    await limpar();
    const depois = await contar();
    expect(depois.registro).toBe(antes.registro);
    // Only the sign-in made after the clock moved remains (if the admin could sign in here).
    expect(depois.acesso ?? 0).toBe(recente ? 1 : 0);
  });
});
