import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { empresaNova } from '../support/empresas.ts';
import { visible } from '../support/browser.ts';
import { pdf } from '../support/arquivos.ts';
import { confirmarEmail } from '../support/caixa-email.ts';

/** Strong and uncommon enough for the server's password rules. */
export const SENHA = 'Ipe@Amarelo_Serra42';

export interface ContaLogada {
  email: string;
  usuarioId: string;
  empresaId: string;
}

/**
 * A new supplier and company, created through the API and signed in on this page's context, so
 * the session cookie is the browser's.
 */
export async function entrarComContaNova(
  page: Page,
  dadosEmpresa: Parameters<typeof empresaNova>[0] = {},
): Promise<ContaLogada> {
  const email = `e2e-proposta-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const cadastro = await page.request.put('/api/cadastro/usuario', {
    data: {
      nome: 'Renata Paiva Campos',
      email,
      login: email,
      senhaNova: SENHA,
      aceiteLGPD: true,
      telefones: [{ ddd: '11', numero: '987654321', tipoTelefone: 1, observacoes: '' }],
      empresa: empresaNova(dadosEmpresa),
    },
  });
  if (cadastro.status() !== 201) throw new Error(`Cadastro: ${await cadastro.text()}`);
  await confirmarEmail(email);
  const login = await page.request.post('/api/login', {
    data: { login: email, SenhaAtual: SENHA },
  });
  if (!login.ok()) throw new Error(`Login: ${await login.text()}`);
  const { id, empresa } = (await login.json()) as { id: string; empresa: { id: string } };
  return { email, usuarioId: id, empresaId: empresa.id };
}

/** The company's CNPJ proof, which the signed-PDF upload waits for. */
export async function enviarProvaCnpj(page: Page, empresaId: string): Promise<void> {
  const arquivo = pdf('cartao-cnpj.pdf');
  const resposta = await page.request.put(`/api/fileindexer/empresa/${empresaId}/provacnpj/file`, {
    data: {
      nomeOriginal: arquivo.name,
      conteudo: arquivo.buffer.toString('base64'),
      tipoDoArquivo: 4,
      tipo: 'application/pdf',
    },
  });
  if (!resposta.ok()) throw new Error(`Prova de CNPJ: ${await resposta.text()}`);
}

export { criarSolucaoPelaApi, payloadProposta } from '../support/solucoes.ts';

/** A form field by the spec's name, inside the page's main content. */
export const campo = (page: Page, nome: string) => page.locator(`#conteudo [name="${nome}"]`);

export async function escolherOpcao(page: Page, rotulo: string, opcao: string) {
  await page.getByRole('combobox', { name: rotulo, exact: true }).click();
  await (await visible(page.getByRole('option', { name: opcao, exact: true }))).click();
}

export async function responder(page: Page, pergunta: string, resposta: 'Sim' | 'Não') {
  await page
    .getByRole('radiogroup', { name: pergunta })
    .getByLabel(resposta, { exact: true })
    .check();
}

/** Every required text of the form, as a supplier would type them (no files). */
export async function preencherSolucao(page: Page, titulo: string) {
  await campo(page, 'titulo').fill(titulo);
  await campo(page, 'descricao').fill('Semáforos que ajustam os tempos ao fluxo medido.');
  await campo(page, 'keyWords').fill('mobilidade, semáforo, IoT');
  await escolherOpcao(page, 'Eixo temático', 'Mobilidade Urbana');
  await escolherOpcao(page, 'Capacidade do eixo', 'Semáforos Inteligentes');
  const textos: Record<string, string> = {
    conceito: 'Controle adaptativo de semáforos.',
    aplicacaoPratica: 'Cruzamentos de avenidas.',
    requisitosTecnicosOperacionais: 'Energia e rede celular.',
    limitacoesTecnicas: 'Depende de sensores em cada aproximação.',
    escalabilidade: 'Cresce por cruzamento.',
    beneficiosEsperados: 'Menos tempo parado.',
    custosEstimados: 'R$ 40 mil por cruzamento.',
    problemaResolvido: 'Congestionamento nos horários de pico.',
    beneficiosDiretos: 'Viagens mais curtas.',
    relevancia: 'Alta para cidades médias.',
    diferencial: 'Aprende com o fluxo de cada dia.',
    cidadeImplementada: 'Campinas e Sorocaba',
    tempoMedioAtendimento: '4 horas',
    tempoGarantiaSolucao: '2 anos',
  };
  for (const [nome, texto] of Object.entries(textos)) await campo(page, nome).fill(texto);
  await responder(page, 'A solução foi validada ou registrada por terceiros?', 'Não');
  await responder(page, 'Oferece suporte técnico no Brasil?', 'Sim');
}

/** Uploads a file to one of the solution's paths ('fotos', 'formassinado'…) through the API. */
export async function enviarArquivoPelaApi(
  page: Page,
  propostaId: string,
  caminho: string,
  arquivo: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const resposta = await page.request.post(
    `/api/fileindexer/proposta/${propostaId}/${caminho}/file`,
    {
      data: {
        nomeOriginal: arquivo.name,
        conteudo: arquivo.buffer.toString('base64'),
        tipoDoArquivo: arquivo.mimeType === 'application/pdf' ? 4 : 5,
        tipo: arquivo.mimeType,
      },
    },
  );
  if (!resposta.ok()) throw new Error(`${caminho}: ${await resposta.text()}`);
}
