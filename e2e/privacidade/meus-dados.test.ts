import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTEXTO_ARQUIVO, MENSAGENS, type MeusDados } from '@portal/domain';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { irPeloMenu, SUA_CONTA } from '../support/menu.ts';
import { esperarEmail } from '../support/caixa-email.ts';
import { capturar } from '../support/capturas.ts';
import { baixarArquivo } from '../support/downloads.ts';
import {
  criarEmpresa,
  entrarComoAdministrador,
  enviarSolucaoAssinada,
  SENHA,
} from '../ipt/apoio.ts';
import { LARGURAS } from '../support/larguras.ts';

async function semViolacoes(page: Page, onde: string) {
  expect(await violacoesAxe(page), onde).toEqual([]);
}

const apenasDigitos = (texto: string) => texto.replace(/\D/g, '');

describe('Meus dados', () => {
  const { newPage } = useBrowser();

  for (const [, viewport] of LARGURAS) {
    const largura = viewport.width;
    it(
      `a empresa vê, baixa, pede ao encarregado e exclui a conta; a auditoria registra (${largura} px)`,
      { timeout: 120_000 },
      async () => {
        const [page, admin] = await Promise.all([newPage({ viewport }), newPage({ viewport })]);
        // The company's only member, with a solution already sent: the case where its data
        // stays after the account leaves.
        const empresa = await criarEmpresa(page);
        await Promise.all([
          enviarSolucaoAssinada(page, empresa, `Sensores de enchente ${largura}`),
          entrarComoAdministrador(admin),
        ]);

        if (largura >= 1366) {
          await page.goto('/painel');
          await irPeloMenu(page, 'Meus dados', { grupo: SUA_CONTA });
        } else {
          // The e-mails link to /meus-dados, which leads to the page of the person's area.
          await page.goto('/meus-dados');
        }
        await page.waitForURL('**/painel/meus-dados');
        await visible(page.getByRole('heading', { level: 1, name: 'Meus dados' }));
        await visible(page.getByRole('region', { name: 'Sua empresa' }));
        await semViolacoes(page, 'Meus dados');

        const json = await baixarArquivo(page, () =>
          page.getByRole('link', { name: 'Baixar meus dados (JSON)' }).click(),
        );
        expect(json.nome).toBe('meus-dados.json');
        const dados = JSON.parse(json.bytes.toString('utf8')) as MeusDados;
        expect(dados.conta.email).toBe(empresa.email);
        expect(apenasDigitos(dados.empresa!.cnpj)).toBe(apenasDigitos(empresa.cnpj));
        const html = await baixarArquivo(page, () =>
          page.getByRole('link', { name: 'Baixar para ler ou imprimir (HTML)' }).click(),
        );
        expect(html.nome).toBe('meus-dados.html');
        expect(html.bytes.toString('utf8')).toContain(empresa.email);

        // A request to the encarregado, answered by an administrator, by e-mail.
        const pedido = page.getByRole('form', { name: 'Fazer um pedido ao encarregado' });
        await pedido
          .getByRole('combobox', { name: 'Tipo de pedido' })
          .selectOption({ label: 'Correção de dados incompletos, inexatos ou desatualizados' });
        await pedido.getByRole('textbox', { name: 'Seu pedido' }).fill('Meu cargo mudou.');
        await pedido.getByRole('button', { name: 'Enviar pedido' }).click();
        const registrado = await visible(pedido.getByText(/^Pedido n\.º \d+ registrado\./));
        const protocolo = Number(/n\.º (\d+)/.exec((await registrado.textContent()) ?? '')![1]);
        await visible(
          page.getByRole('list', { name: 'Seus pedidos' }).getByText('Meu cargo mudou.'),
        );
        await semViolacoes(page, 'pedido registrado');
        await capturar(page, `meus-dados-${largura}`);

        await admin.goto('/ipt/privacidade');
        const doPedido = admin
          .getByRole('list', { name: 'Pedidos sobre dados pessoais' })
          .getByRole('listitem')
          .filter({ hasText: `Pedido n.º ${protocolo}` });
        await visible(doPedido.getByText('vence em 15 dias'));
        await visible(doPedido.getByText(empresa.email, { exact: false }));
        await doPedido.getByRole('button', { name: `Responder o pedido n.º ${protocolo}` }).click();
        const responder = await visible(
          admin.getByRole('dialog', { name: `Responder o pedido n.º ${protocolo}` }),
        );
        await semViolacoes(admin, 'diálogo de resposta');
        await capturar(admin, `responder-pedido-${largura}`, { soATela: true });
        await responder.getByRole('textbox', { name: 'Resposta' }).fill('Cargo corrigido.');
        await responder.getByRole('button', { name: 'Enviar resposta' }).click();
        await visible(admin.getByText(MENSAGENS.pedidoTitularRespondido));
        const resposta = await esperarEmail(
          empresa.email,
          `Resposta ao seu pedido n.º ${protocolo} sobre os seus dados`,
        );
        expect(resposta.texto).toContain('Cargo corrigido.');

        // Staff read one of the company's files: a record the company's leaving must not erase.
        const cartao = await admin.request.get(
          `/api/fileindexer/empresa/${empresa.empresaId}/${CONTEXTO_ARQUIVO.PROVA_CNPJ}`,
        );
        expect(cartao.ok(), await cartao.text()).toBe(true);

        // Leaving: a wrong password first, said under the field with the dialog open.
        await page.getByRole('button', { name: 'Excluir minha conta' }).click();
        const dialogo = await visible(page.getByRole('dialog', { name: 'Excluir minha conta' }));
        await visible(dialogo.getByText(/Você é a última pessoa da empresa/));
        await dialogo.getByLabel('Sua senha').fill('Senha@Errada_1234');
        await dialogo.getByRole('button', { name: 'Excluir minha conta' }).click();
        await visible(dialogo.getByText(MENSAGENS.senhaIncorreta));
        await semViolacoes(page, 'diálogo de exclusão com a senha errada');
        await capturar(page, `meus-dados-exclusao-${largura}`, { soATela: true });

        await dialogo.getByLabel('Sua senha').fill(SENHA);
        await dialogo.getByRole('button', { name: 'Excluir minha conta' }).click();
        await page.waitForURL('**/conta-excluida');
        await visible(page.getByRole('heading', { level: 1, name: 'Conta excluída' }));
        await visible(page.getByText(MENSAGENS.contaExcluidaEmpresaMantida(empresa.nomeOficial)));
        await semViolacoes(page, 'conta excluída');
        const entrada = await page.request.post('/api/login', {
          data: { login: empresa.email, SenhaAtual: SENHA },
        });
        expect(entrada.status()).toBe(401);

        // The trail keeps both: the leaving and the staff's download.
        await admin.goto(`/ipt/auditoria?${new URLSearchParams({ empresa: empresa.nomeOficial })}`);
        const registros = admin.locator(
          largura < 992
            ? 'ul[aria-label="Registros de auditoria"] > li'
            : 'table[aria-label="Registros de auditoria"] > tbody > tr',
        );
        await visible(registros.filter({ hasText: 'Excluiu a própria conta' }).first());
        await visible(registros.filter({ hasText: 'Baixou um arquivo de empresa' }).first());
      },
    );
  }
});
