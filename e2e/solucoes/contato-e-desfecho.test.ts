import { randomUUID } from 'node:crypto';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MENSAGENS } from '@portal/domain';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { confirmarEmail, esperarEmail } from '../support/caixa-email.ts';
import { LARGURAS } from '../support/larguras.ts';
import {
  criarEmpresaPublicadora,
  enviarSolucaoComFoto,
  entrarComoAdministrador,
  publicarPelaApi,
  SENHA,
} from './apoio.ts';

const sufixo = () => randomUUID().slice(0, 8);

async function exigir(resposta: { ok(): boolean; text(): Promise<string> }, oQue: string) {
  if (!resposta.ok()) throw new Error(`${oQue}: ${await resposta.text()}`);
}

/** A colleague who asked to join the company and was accepted: a second active member. */
async function colegaAceito(empresa: Page, colega: Page, empresaId: string, cnpj: string) {
  const email = `colega-${sufixo()}@exemplo.com.br`;
  const pedido = await colega.request.put('/api/cadastro/usuario', {
    data: {
      nome: 'Tiago Moreira Lins',
      email,
      login: email,
      senhaNova: SENHA,
      aceiteLGPD: true,
      telefones: [{ ddd: '11', numero: '912345678', tipoTelefone: 1, observacoes: '' }],
      empresa: { id: empresaId, cnpj },
    },
  });
  await exigir(pedido, 'Pedido do colega');
  await confirmarEmail(email);
  const { idCriadoGuid } = (await pedido.json()) as { idCriadoGuid: string };
  await exigir(
    await empresa.request.post(`/api/empresa/equipe/${idCriadoGuid}/aceite`),
    'Aceite do colega',
  );
  return email;
}

/** A verified manager of Campinas (an e-mail of the public body's domain), signed in on `page`. */
async function gestoraVerificada(page: Page) {
  const email = `gestora-${sufixo()}@prefeitura.sp.gov.br`;
  await exigir(
    await page.request.post('/api/gestor/cadastro', {
      data: {
        nome: 'Marta Ribeiro',
        cpf: generateCpf(),
        email,
        senhaNova: SENHA,
        municipioId: 3509502,
        cargo: 'Secretária de Mobilidade',
        telefoneInstitucional: '(19) 2116-0555',
        aceiteLGPD: true,
      },
    }),
    'Cadastro da gestora',
  );
  await confirmarEmail(email);
  await exigir(
    await page.request.post('/api/login', { data: { login: email, SenhaAtual: SENHA } }),
    'Login da gestora',
  );
  return email;
}

describe('gestora fala com a empresa e conta o desfecho', () => {
  const { newPage } = useBrowser();

  it.each(LARGURAS)(
    'no %s: a mensagem chega a cada integrante com resposta para a gestora, e o desfecho aparece nas estatísticas',
    async (nomeLargura, viewport) => {
      const titulo = `Semáforo que escuta ${sufixo()}`;
      const empresa = await newPage();
      const publicadora = await criarEmpresaPublicadora(empresa);
      const propostaId = await enviarSolucaoComFoto(empresa, publicadora, titulo);
      const admin = await newPage();
      await entrarComoAdministrador(admin);
      await publicarPelaApi(admin, propostaId);
      const { cnpj } = (await (
        await empresa.request.get(`/api/cadastro/empresa/id/${publicadora.empresaId}`)
      ).json()) as { cnpj: string };
      const colegaEmail = await colegaAceito(empresa, await newPage(), publicadora.empresaId, cnpj);

      const page = await newPage({ viewport });
      const gestoraEmail = await gestoraVerificada(page);
      await page.goto(`/solutions/${propostaId}`);
      await page.getByRole('button', { name: 'Falar com a empresa' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Falar com a empresa' });
      await visible(dialogo.getByText(gestoraEmail, { exact: false }));
      // An empty send names the fields, in Portuguese.
      await dialogo.getByRole('button', { name: 'Confirmar' }).click();
      await visible(dialogo.getByText(MENSAGENS.camposInvalidos));
      await dialogo.getByLabel('Assunto').fill('Semáforos no centro de Campinas');
      await dialogo
        .getByLabel('Mensagem')
        .fill('Temos 40 cruzamentos. Atende 1,2 milhão de habitantes?');
      expect(await violacoesAxe(page)).toEqual([]);
      await capturar(page, `contato-dialogo-${nomeLargura}`);
      await dialogo.getByRole('button', { name: 'Confirmar' }).click();
      await visible(page.getByText(MENSAGENS.contatoEnviado));

      for (const email of [publicadora.pessoais.emailUsuario, colegaEmail]) {
        const recebida = await esperarEmail(email, /Semáforos no centro de Campinas/);
        expect(recebida.responderA).toBe(gestoraEmail);
        expect(recebida.texto).toContain('Campinas/SP');
      }

      // The company reads it in its panel, with the contact to answer; the manager's e-mail
      // is there, the members' never reach the manager.
      await empresa.goto('/painel/interesse-municipios');
      const mensagem = empresa.getByRole('article').filter({
        hasText: 'Semáforos no centro de Campinas',
      });
      await visible(mensagem.getByRole('link', { name: gestoraEmail }));
      await visible(mensagem.getByText(/Campinas\/SP/));
      expect(await violacoesAxe(empresa)).toEqual([]);

      await page.getByRole('button', { name: 'Registrar desfecho' }).click();
      const desfecho = page.getByRole('dialog', { name: 'Registrar desfecho' });
      await desfecho.getByRole('radio', { name: 'Contratada' }).check();
      await desfecho.getByRole('button', { name: 'Confirmar' }).click();
      await visible(page.getByText(MENSAGENS.desfechoRegistrado));
      await page.goto('/gestor/desfechos');
      await visible(page.getByRole('row', { name: new RegExp(`${titulo}.*Contratada`) }));
      expect(await violacoesAxe(page)).toEqual([]);

      await page.goto('/estatisticas');
      await visible(page.getByRole('heading', { name: 'Estatísticas do repositório' }));
      const grafico = page.getByRole('figure', { name: 'Desfechos: Mobilidade Urbana' });
      await grafico.getByText('Ver dados em tabela').click();
      const linha = grafico.getByRole('row', { name: /Contratada/ });
      expect(Number((await linha.getByRole('cell').last().textContent())?.trim())).toBeGreaterThan(
        0,
      );
      expect(await violacoesAxe(page)).toEqual([]);
      await capturar(page, `estatisticas-${nomeLargura}`);
    },
  );
});
