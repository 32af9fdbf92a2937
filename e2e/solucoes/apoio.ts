import { randomUUID } from 'node:crypto';
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Page } from 'playwright-core';
import { GUID_VAZIO, TIPO_ARQUIVO, TIPO_USUARIO } from '@portal/domain';
import { png, pdf, type ArquivoEmMemoria } from '../support/arquivos.ts';
import { visible } from '../support/browser.ts';
import type { DadosPessoais } from './dados-pessoais.ts';
import { payloadProposta } from '../support/solucoes.ts';
import { entrarComoAdministrador, escolher, novoEmailEquipe, SENHA } from '../ipt/apoio.ts';
import { confirmarEmail } from '../support/caixa-email.ts';

export { entrarComoAdministrador, SENHA };

const sufixo = () => randomUUID().slice(0, 8);

export interface EmpresaPublicadora {
  empresaId: string;
  nomeFantasia: string;
  webSite: string;
  pessoais: DadosPessoais;
}

async function exigir(resposta: { ok(): boolean; text(): Promise<string> }, oQue: string) {
  if (!resposta.ok()) throw new Error(`${oQue}: ${await resposta.text()}`);
}

/** A supplier and its new company, signed in on this page's context. */
export async function criarEmpresaPublicadora(page: Page): Promise<EmpresaPublicadora> {
  const pessoais: DadosPessoais = {
    emailUsuario: `e2e-repositorio-${sufixo()}@exemplo.com.br`,
    emailResponsavel: `responsavel-${sufixo()}@cidadeviva.example`,
    cpf: generateCpf(),
    rg: '23.456.789-0',
    telefone: '987654321',
    logradouro: 'Rua Doutor Vieira de Carvalho',
    bairro: 'Vila Buarque',
    cep: '01210010',
  };
  const nomeFantasia = `Cidade Viva ${sufixo()}`;
  const webSite = 'www.cidadeviva.example';
  await exigir(
    await page.request.put('/api/cadastro/usuario', {
      data: {
        nome: 'Renata Paiva Campos',
        email: pessoais.emailUsuario,
        login: pessoais.emailUsuario,
        senhaNova: SENHA,
        aceiteLGPD: true,
        telefones: [{ ddd: '11', numero: pessoais.telefone, tipoTelefone: 1, observacoes: '' }],
        empresa: {
          id: GUID_VAZIO,
          nomeOficial: `${nomeFantasia} Tecnologia Ltda.`,
          nomeFantasia,
          cnpj: generateCnpj(),
          tipoEmpresa: 6,
          webSite,
          experiencia: 'Semáforos e sensores urbanos.',
          responsavelLegalNome: 'Paulo Henrique Dias',
          responsavelLegalCPF: pessoais.cpf,
          responsavelLegalRG: pessoais.rg,
          responsavelLegalCargo: 'Diretor',
          responsavelLegalEmail: pessoais.emailResponsavel,
          endereco: {
            tipoLogradouro: 2,
            nomeLogradouro: pessoais.logradouro,
            numero: '1234',
            complemento: '',
            bairro: pessoais.bairro,
            cep: pessoais.cep,
            municipio: { id: 3550308, estado: { id: 35 } },
          },
        },
      },
    }),
    'Cadastro da empresa',
  );
  await confirmarEmail(pessoais.emailUsuario);
  const login = await page.request.post('/api/login', {
    data: { login: pessoais.emailUsuario, SenhaAtual: SENHA },
  });
  await exigir(login, 'Login da empresa');
  const { empresa } = (await login.json()) as { empresa: { id: string } };
  return { empresaId: empresa.id, nomeFantasia, webSite, pessoais };
}

const corpoArquivo = (arquivo: ArquivoEmMemoria, tipoDoArquivo: number) => ({
  nomeOriginal: arquivo.name,
  conteudo: arquivo.buffer.toString('base64'),
  tipoDoArquivo,
  tipo: arquivo.mimeType,
});

/**
 * A solution sent for evaluation, as a company does it: the texts, a PNG photo and a portfolio
 * PDF while still editable, then the CNPJ card and the signed PDF.
 */
export async function enviarSolucaoComFoto(
  page: Page,
  empresa: EmpresaPublicadora,
  titulo: string,
): Promise<string> {
  const resposta = await page.request.put('/api/proposta', { data: payloadProposta({ titulo }) });
  if (resposta.status() !== 201) throw new Error(`Proposta: ${await resposta.text()}`);
  const { idCriadoGuid: id } = (await resposta.json()) as { idCriadoGuid: string };
  const base = `/api/fileindexer/proposta/${id}`;
  await exigir(
    await page.request.post(`${base}/fotos/file`, {
      data: corpoArquivo(png('cruzamento.png'), TIPO_ARQUIVO.IMAGEM),
    }),
    'Foto',
  );
  await exigir(
    await page.request.post(`${base}/documentosentregues/portfolios/file`, {
      data: corpoArquivo(pdf('portfolio.pdf'), TIPO_ARQUIVO.PDF),
    }),
    'Portfólio',
  );
  await exigir(
    await page.request.put(`/api/fileindexer/empresa/${empresa.empresaId}/provacnpj/file`, {
      data: corpoArquivo(pdf('cartao-cnpj.pdf'), TIPO_ARQUIVO.PDF),
    }),
    'Cartão CNPJ',
  );
  await exigir(
    await page.request.post(`${base}/formassinado/file`, {
      data: corpoArquivo(pdf('proposta-assinada.pdf'), TIPO_ARQUIVO.PDF),
    }),
    'PDF assinado',
  );
  return id;
}

/**
 * An analyst registered through the API and approved by the administrator, then signed in on
 * this page's context.
 */
export async function entrarComoAnalista(page: Page, admin: Page): Promise<string> {
  const email = novoEmailEquipe('analista-repositorio');
  const cadastro = await page.request.put('/api/cadastro/usuario/ipt', {
    data: { nome: 'Helena Prado Vieira', email, login: email, senhaNova: SENHA, aceiteLGPD: true },
  });
  await exigir(cadastro, 'Cadastro do analista');
  await confirmarEmail(email);
  const { idCriadoGuid: id } = (await cadastro.json()) as { idCriadoGuid: string };
  await exigir(
    await admin.request.post(`/api/equipe/${id}/aprovacao`, {
      data: { tipoUsuario: TIPO_USUARIO.ANALISTA },
    }),
    'Aprovação do analista',
  );
  await exigir(
    await page.request.post('/api/login/ipt', { data: { login: email, SenhaAtual: SENHA } }),
    'Login do analista',
  );
  return email;
}

/** Changes the status on /ipt/solution/:id through 'Alterar Status', as staff do. */
export async function alterarStatusNaTela(page: Page, propostaId: string, status: string) {
  await page.goto(`/ipt/solution/${propostaId}`);
  await (await visible(page.getByRole('button', { name: 'Alterar Status' }))).click();
  const dialogo = page.getByRole('dialog', { name: 'Alterar Status' });
  await visible(dialogo);
  await escolher(page, /Status/, status);
  if (status === 'Disponibilizada no Portal') {
    // Publishing shows first what becomes public, and asks again.
    await dialogo.getByRole('button', { name: 'Revisar publicação' }).click();
    await visible(dialogo.getByText('Confirme a publicação no portal'));
    await dialogo.getByRole('button', { name: 'Confirmar publicação' }).click();
  } else {
    await dialogo.getByRole('button', { name: 'Salvar', exact: true }).click();
  }
  await dialogo.waitFor({ state: 'hidden' });
  const historico = page.locator('section', { hasText: 'Histórico de status' });
  await visible(historico.locator('tbody tr').first().getByText(status));
}

/** Publishes through the API, for tests that are not about the status screen. */
export async function publicarPelaApi(admin: Page, propostaId: string) {
  await exigir(
    await admin.request.post('/api/proposta/status', {
      data: { idProposta: propostaId, idStatusProposta: 10 },
    }),
    'Publicação',
  );
}

/**
 * A solution with a photo, sent by a new company and published, for tests of the public pages;
 * its id. Each page comes from `novaPagina`, in a context of its own, closed at the end.
 */
export async function publicarSolucaoDeExemplo(
  novaPagina: () => Promise<Page>,
  titulo: string,
): Promise<string> {
  const empresa = await novaPagina();
  const propostaId = await enviarSolucaoComFoto(
    empresa,
    await criarEmpresaPublicadora(empresa),
    titulo,
  );
  const admin = await novaPagina();
  await entrarComoAdministrador(admin);
  await publicarPelaApi(admin, propostaId);
  await empresa.context().close();
  await admin.context().close();
  return propostaId;
}
