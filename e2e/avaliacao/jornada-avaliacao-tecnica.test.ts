import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { baixarArquivo } from '../support/downloads.ts';
import {
  criarEmpresa,
  entrarComoAdministrador,
  entrarPelaTelaDoIpt,
  enviarSolucaoAssinada,
  novoEmailEquipe,
  SENHA,
} from '../ipt/apoio.ts';
import { confirmarEmail } from '../support/caixa-email.ts';
import { CELULAR, TELA_DA_EMPRESA, TELA_DA_EQUIPE } from '../support/larguras.ts';
import { capturar } from '../support/capturas.ts';

/** An approved analyst, registered through the API and approved by the administrator. */
async function analistaAprovado(admin: Page, nome: string) {
  const email = novoEmailEquipe('avaliador');
  const cadastro = await admin.request.put('/api/cadastro/usuario/ipt', {
    data: { nome, email, login: email, senhaNova: SENHA, aceiteLGPD: true },
  });
  if (!cadastro.ok()) throw new Error(`cadastro do analista: ${await cadastro.text()}`);
  await confirmarEmail(email);
  const { idCriadoGuid: id } = await cadastro.json();
  const aprovacao = await admin.request.post(`/api/equipe/${id}/aprovacao`, {
    data: { tipoUsuario: 4 },
  });
  if (!aprovacao.ok()) throw new Error(`aprovação: ${await aprovacao.text()}`);
  return { id: id as string, email, nome };
}

async function semViolacoes(page: Page) {
  expect(await violacoesAxe(page)).toEqual([]);
}

// The company on its phone, the administrator and the analysts at their desks (larguras.ts).
describe('avaliação técnica', () => {
  const { newPage } = useBrowser();

  it(
    'rubrica, atribuição em lote, conflito e substituto, nota na tabela, parecer liberado e baixado pela empresa',
    { timeout: 300_000 },
    async () => {
      const paginaEmpresa = await newPage({ viewport: TELA_DA_EMPRESA });
      const empresa = await criarEmpresa(paginaEmpresa);
      const titulo = 'Iluminação Pública Telegerida';
      const propostaId = await enviarSolucaoAssinada(paginaEmpresa, empresa, titulo);

      const admin = await newPage({ viewport: TELA_DA_EQUIPE });
      await entrarComoAdministrador(admin);
      const ana = await analistaAprovado(admin, 'Ana Avaliadora');
      const beto = await analistaAprovado(admin, 'Beto Avaliador');
      const carla = await analistaAprovado(admin, 'Carla Substituta');

      // O administrador ajusta a rubrica: o primeiro critério passa a pesar 4.
      await admin.goto('/ipt/rubrica');
      await visible(admin.getByRole('heading', { name: 'Rubrica de avaliação' }));
      const peso = admin.getByLabel('Peso').first();
      await peso.fill('4');
      await admin.getByRole('button', { name: 'Salvar rubrica' }).click();
      await visible(admin.getByText(/Rubrica salva/));
      await semViolacoes(admin);

      // Atribui os dois analistas em lote, pela tabela.
      await admin.goto(`/ipt/home?busca=${encodeURIComponent(titulo)}`);
      const linha = admin.locator('tbody tr', { hasText: titulo });
      await visible(linha);
      await linha.getByRole('checkbox').check();
      await admin.getByRole('button', { name: 'Atribuir avaliadores (1)' }).click();
      const dialogo = admin.getByRole('dialog', { name: 'Atribuir avaliadores' });
      await visible(dialogo);
      for (const membro of [ana, beto]) {
        await dialogo.getByLabel('Avaliadores').click();
        await (await visible(admin.getByRole('option', { name: membro.nome }))).click();
      }
      // Leaving the field closes its list, as a person tabbing on to the button does.
      await admin.keyboard.press('Tab');
      await admin.getByRole('listbox').waitFor({ state: 'hidden' });
      await semViolacoes(admin);
      await dialogo.getByRole('button', { name: 'Atribuir', exact: true }).click();
      await dialogo.waitFor({ state: 'hidden' });
      await visible(linha.getByText('0/2 avaliações'));

      // Os dois recebem o e-mail.
      const saida = await (
        await admin.request.get('/api/email/saida?tipo=avaliacao-atribuida&porPagina=100')
      ).json();
      const destinatarios = saida.itens.map((e: { para: string }) => e.para);
      expect(destinatarios).toEqual(expect.arrayContaining([ana.email, beto.email]));

      // Ana declara não ter conflito, preenche o formulário e envia.
      const paginaAna = await newPage({ viewport: TELA_DA_EQUIPE });
      await entrarPelaTelaDoIpt(paginaAna, ana.email);
      await paginaAna.goto('/ipt/avaliacoes');
      await visible(paginaAna.getByRole('heading', { name: 'Minhas avaliações' }));
      await semViolacoes(paginaAna);
      await paginaAna.getByRole('link', { name: titulo }).click();
      await paginaAna.waitForURL(`**/ipt/solution/${propostaId}`);
      await (
        await visible(paginaAna.getByRole('button', { name: 'Confirmar e abrir o formulário' }))
      ).click();
      const notas = paginaAna.getByRole('textbox', { name: /^Nota \(0 a 5\)/ });
      await visible(notas.first());
      await semViolacoes(paginaAna);
      const quantos = await notas.count();
      // A fraction is answered with the scale's rule, and what was typed stays as typed: the
      // rule is each field's description, and the error of the one that breaks it.
      const regra = paginaAna.getByText('Use notas inteiras de 0 a 5.', { exact: true });
      expect(await regra.count()).toBe(quantos);
      await notas.first().fill('4,5');
      await notas.first().blur();
      await expect.poll(() => regra.count()).toBe(quantos + 1);
      expect(await notas.first().inputValue()).toBe('4,5');
      expect(await notas.first().getAttribute('aria-invalid')).toBe('true');
      await semViolacoes(paginaAna);
      await notas.first().scrollIntoViewIfNeeded();
      await capturar(paginaAna, 'nota-fracionada-1366', { soATela: true });
      await paginaAna.setViewportSize(CELULAR);
      await notas.first().scrollIntoViewIfNeeded();
      await capturar(paginaAna, 'nota-fracionada-390', { soATela: true });
      await paginaAna.setViewportSize(TELA_DA_EQUIPE);
      for (let i = 0; i < quantos; i++) {
        await notas.nth(i).fill('4');
        await paginaAna
          .getByRole('textbox', { name: /^Justificativa/ })
          .nth(i)
          .fill(`Justificativa ${i + 1}`);
      }
      await paginaAna.getByRole('radio', { name: 'Aprovar', exact: true }).check();
      await paginaAna.getByRole('textbox', { name: /^Fundamentação/ }).fill('Atende ao edital.');
      await visible(paginaAna.getByText(/Rascunho salvo em/));
      await paginaAna.getByRole('button', { name: 'Enviar avaliação' }).click();
      await visible(paginaAna.getByText('Avaliação enviada com sucesso!'));
      await visible(paginaAna.getByTestId('nota-consolidada'));

      // Beto declara conflito e sai da avaliação.
      const paginaBeto = await newPage({ viewport: TELA_DA_EQUIPE });
      await entrarPelaTelaDoIpt(paginaBeto, beto.email);
      await paginaBeto.goto(`/ipt/solution/${propostaId}`);
      await (
        await visible(paginaBeto.getByRole('radio', { name: 'Tenho conflito pessoal' }))
      ).check();
      await paginaBeto
        .getByRole('button', { name: 'Declarar conflito e deixar a avaliação' })
        .click();
      await visible(paginaBeto.getByText('Conflito de interesse declarado'));
      // The page reads everything again: what it showed before, Ana's submission in the audit
      // excerpt included, goes away.
      await expect.poll(() => paginaBeto.getByText(ana.nome).count(), { timeout: 10_000 }).toBe(0);

      // O administrador põe Carla no lugar dele, pela página da solução; ela avalia.
      await admin.goto(`/ipt/solution/${propostaId}`);
      await visible(admin.getByText(/Beto Avaliador \(pessoal\)/));
      // The field, not the list of options it labels too.
      await admin.getByLabel('Avaliadores').first().click();
      await (await visible(admin.getByRole('option', { name: carla.nome }))).click();
      await admin.getByRole('button', { name: 'Atribuir', exact: true }).click();
      await visible(admin.getByRole('listitem').filter({ hasText: carla.nome }));

      const paginaCarla = await newPage({ viewport: TELA_DA_EQUIPE });
      await entrarPelaTelaDoIpt(paginaCarla, carla.email);
      const rubrica = await (await paginaCarla.request.get('/api/avaliacao/rubrica')).json();
      const base = `/api/avaliacao/proposta/${propostaId}`;
      expect(
        (await paginaCarla.request.post(`${base}/conflito`, { data: { conflito: 'nenhum' } })).ok(),
      ).toBe(true);
      const envio = await paginaCarla.request.post(`${base}/envio`, {
        data: {
          notas: Object.fromEntries(
            rubrica.criterios.map((c: { codigo: string }) => [
              c.codigo,
              { nota: 5, justificativa: 'Muito boa.' },
            ]),
          ),
          recomendacao: 'aprovar_com_ajustes',
          fundamentacao: 'Ajustar o suporte.',
        },
      });
      expect(envio.ok()).toBe(true);

      // A nota consolidada aparece na tabela: (8 + 10) / 2 = 9.
      await admin.goto(`/ipt/home?busca=${encodeURIComponent(titulo)}`);
      await visible(linha.getByText('2/2 avaliações'));
      await visible(linha.getByText('Nota 9'));
      await semViolacoes(admin);

      // Parecer emitido e liberado.
      await admin.goto(`/ipt/solution/${propostaId}`);
      await visible(admin.getByRole('heading', { name: 'Parecer técnico' }));
      await admin.getByLabel('Conclusão do parecer').fill('Solução apta para o portal.');
      const parecerNoServidor = async () =>
        (await admin.request.get(`/api/avaliacao/proposta/${propostaId}/parecer`)).json();
      // Each irreversible act asks once; Cancelar (focused first) leaves the server as it was.
      for (const [botao, titulo] of [
        ['Emitir parecer', 'Emitir o parecer técnico?'],
        ['Liberar para a empresa', 'Liberar o parecer para a empresa?'],
      ] as const) {
        const antes = await parecerNoServidor();
        await admin.getByRole('button', { name: botao }).click();
        const dialogo = await visible(admin.getByRole('dialog', { name: titulo }));
        // Cancelar, the safe answer, has the focus when the dialog opens.
        await visible(
          dialogo.getByRole('button', { name: 'Cancelar' }).and(admin.locator(':focus')),
        );
        await semViolacoes(admin);
        await dialogo.getByRole('button', { name: 'Cancelar' }).click();
        await dialogo.waitFor({ state: 'hidden' });
        expect(await parecerNoServidor()).toEqual(antes);
        await admin.getByRole('button', { name: botao }).click();
        await (
          await visible(admin.getByRole('dialog', { name: titulo }))
        )
          .getByRole('button', { name: botao })
          .click();
        await visible(
          admin.getByText(
            botao === 'Emitir parecer'
              ? 'Parecer técnico emitido.'
              : /Parecer liberado para a empresa/,
          ),
        );
      }
      expect(await parecerNoServidor()).toMatchObject({
        emitidoEm: expect.any(String),
        liberadoEm: expect.any(String),
      });
      await semViolacoes(admin);

      // A empresa baixa o parecer da lista dela.
      await paginaEmpresa.goto('/painel/lista-solucoes');
      const link = await visible(
        paginaEmpresa.getByRole('link', { name: /Parecer técnico da solução/ }),
      );
      await semViolacoes(paginaEmpresa);
      const arquivo = await baixarArquivo(paginaEmpresa, () => link.click());
      expect(arquivo.nome).toMatch(/^Parecer técnico .*\.pdf$/);
      expect(arquivo.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    },
  );
});
