import type { Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { dataHoraLocalSaoPaulo, MENSAGENS } from '@portal/domain';
import { violacoesAxe } from '../support/axe.ts';
import { alemDaTela, useBrowser, visible } from '../support/browser.ts';
import { criarSolucaoPelaApi } from '../support/solucoes.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/portal-server.ts';
import { criarEmpresa, entrarComoAdministrador, entrarPelaTelaDoIpt } from './apoio.ts';
import { LARGURAS } from '../support/larguras.ts';

const HORA_MS = 60 * 60 * 1000;
/** A São Paulo wall-clock time `horas` from now, as the datetime-local fields take it. */
const daquiA = (horas: number) => dataHoraLocalSaoPaulo(new Date(Date.now() + horas * HORA_MS));

/** What every other journey of the run expects: a call that is open. */
const CALENDARIO_ABERTO = {
  aberturaInscricoes: '2020-01-01T09:00',
  prazoEnvio: '2099-12-31T18:00',
  toleranciaMinutos: 0,
  divulgacaoResultados: null,
};

async function semViolacoes(page: Page, onde: string) {
  expect(await violacoesAxe(page), onde).toEqual([]);
}

const conteudo = (page: Page) => page.locator('#conteudo');

describe('calendário da chamada: prazo no passado e prorrogação para uma empresa', () => {
  const { newPage } = useBrowser();

  /** Each journey starts, and the run's later files go on, with the call open. */
  const reabrir = async () => {
    const admin = await newPage();
    await entrarComoAdministrador(admin);
    const resposta = await admin.request.put('/api/calendario', { data: CALENDARIO_ABERTO });
    expect(resposta.ok()).toBe(true);
  };
  beforeEach(reabrir);
  afterAll(reabrir);

  for (const [, viewport] of LARGURAS) {
    const largura = viewport.width;
    it(
      `fecha para a empresa e reabre com a prorrogação (${largura} px)`,
      { timeout: 180_000 },
      async () => {
        const empresaPage = await newPage({ viewport });
        const empresa = await criarEmpresa(empresaPage);
        const titulo = `Semáforo inteligente ${largura}`;
        const propostaId = await criarSolucaoPelaApi(empresaPage, { titulo });
        await empresaPage.request.put(
          `/api/fileindexer/empresa/${empresa.empresaId}/provacnpj/file`,
          {
            data: {
              nomeOriginal: 'cartao-cnpj.pdf',
              conteudo: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
              tipoDoArquivo: 4,
              tipo: 'application/pdf',
            },
          },
        );

        // The administrator sets a deadline two hours ago.
        const admin = await newPage({ viewport });
        await entrarPelaTelaDoIpt(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
        await admin.goto('/ipt/calendario');
        await visible(admin.getByRole('heading', { level: 1, name: 'Calendário da chamada' }));
        await admin.getByLabel('Abertura das inscrições').fill(daquiA(-24 * 30));
        await admin.getByLabel('Prazo para envio do PDF assinado').fill(daquiA(-2));
        await admin.getByLabel('Tolerância após o prazo (minutos)').fill('0');
        await admin.getByRole('button', { name: 'Salvar calendário' }).click();
        await visible(admin.getByText(MENSAGENS.calendarioSalvo));
        await visible(admin.getByText(/^De .* para .*/).first());

        // The company's form is read-only and says why; the list offers no upload.
        await empresaPage.goto(`/painel/propostas/${propostaId}`);
        await visible(
          conteudo(empresaPage).getByText(
            /As inscrições foram encerradas em .* A solução fica disponível só para leitura\./,
          ),
        );
        expect(await empresaPage.locator('#conteudo [name="titulo"]').isDisabled()).toBe(true);
        await semViolacoes(empresaPage, 'formulário somente leitura');

        await empresaPage.goto('/painel/lista-solucoes');
        await visible(conteudo(empresaPage).getByText(/^Inscrições encerradas em /));
        await visible(conteudo(empresaPage).getByText(titulo).first());
        expect(await empresaPage.getByLabel(`Enviar PDF assinado de ${titulo}`).count()).toBe(0);
        expect(
          await conteudo(empresaPage).getByRole('link', { name: 'Cadastrar solução' }).count(),
        ).toBe(0);
        await semViolacoes(empresaPage, 'lista encerrada');

        const visitante = await newPage({ viewport });
        await visitante.goto('/');
        await visible(visitante.getByText(/^Inscrições encerradas em /));
        await semViolacoes(visitante, 'início encerrado');

        // An extension for this company: it may change and submit again, and sees its own deadline.
        await admin.getByRole('combobox', { name: 'Empresa' }).fill(empresa.cnpj);
        await (
          await visible(
            admin.getByRole('option', { name: `${empresa.nomeOficial} (${empresa.cnpj})` }),
          )
        ).click();
        await admin.getByLabel('Novo prazo da empresa').fill(daquiA(48));
        await admin.getByLabel('Motivo').fill('Indisponibilidade comprovada do portal.');
        await admin.getByRole('button', { name: 'Conceder prorrogação' }).click();
        await visible(admin.getByText(MENSAGENS.prorrogacaoConcedida));
        await visible(admin.getByText(`${empresa.nomeOficial} (${empresa.cnpj})`).first());

        await empresaPage.goto(`/painel/propostas/${propostaId}`);
        const campoTitulo = empresaPage.locator('#conteudo [name="titulo"]');
        await visible(campoTitulo);
        expect(await campoTitulo.isDisabled()).toBe(false);
        await campoTitulo.fill(`${titulo} revisado`);
        await empresaPage.getByRole('button', { name: 'Atualizar cadastro' }).click();
        await visible(empresaPage.getByText(MENSAGENS.solucaoAtualizada));

        await empresaPage.goto('/painel/lista-solucoes');
        await visible(
          conteudo(empresaPage).getByText(
            /^Inscrições abertas para a sua empresa até .*\(prazo prorrogado\)\.$/,
          ),
        );
        await visible(empresaPage.getByLabel(`Enviar PDF assinado de ${titulo} revisado`).first());
        // On a phone "Próximos passos" is folded to its line of dates; the steps open on demand.
        const passos = empresaPage.getByRole('region', { name: /^Próximos passos/ });
        if (largura < 768) await passos.getByRole('button', { name: 'Mostrar' }).click();
        await visible(passos.getByText(/^Gere o PDF de .* revisado", .* até /));
        await semViolacoes(empresaPage, 'lista prorrogada');
        await semViolacoes(admin, 'página do calendário com prorrogação');
      },
    );

    it(
      `duas abas do administrador: a cópia antiga é recusada e reaplicada (${largura} px)`,
      { timeout: 120_000 },
      async () => {
        const abas = [await newPage({ viewport }), await newPage({ viewport })] as const;
        for (const aba of abas) {
          await entrarComoAdministrador(aba);
          await aba.goto('/ipt/calendario');
          await visible(aba.getByLabel('Tolerância após o prazo (minutos)'));
        }
        const [primeira, segunda] = abas;
        await primeira.getByLabel('Tolerância após o prazo (minutos)').fill('30');
        await primeira.getByRole('button', { name: 'Salvar calendário' }).click();
        await visible(primeira.getByText(MENSAGENS.calendarioSalvo));

        // The second tab, on the old copy, changes the tolerance too and the results' day.
        await segunda.getByLabel('Tolerância após o prazo (minutos)').fill('45');
        await segunda.getByLabel('Divulgação dos resultados').fill('2100-02-10');
        await segunda.getByRole('button', { name: 'Salvar calendário' }).click();
        await visible(
          segunda
            .getByRole('alert')
            .filter({ hasText: /salvou o calendário às \d{2}:\d{2} e alterou: Tolerância\./ }),
        );
        const reaplicar = segunda.getByRole('button', {
          name: 'Carregar a versão atual e manter minhas alterações',
        });
        expect(await alemDaTela(reaplicar)).toBe(0);
        await semViolacoes(segunda, 'calendário recusado');
        await reaplicar.click();
        await visible(segunda.getByText('Tolerância: na versão salva: “30 min”'));
        await semViolacoes(segunda, 'calendário reaplicado');
        await segunda.getByRole('button', { name: 'Salvar calendário' }).click();
        await visible(segunda.getByText(MENSAGENS.calendarioSalvo));
        const salvo = (await (
          await segunda.request.get('/api/calendario/configuracao')
        ).json()) as {
          calendario: { toleranciaMinutos: number; divulgacaoResultados: string };
        };
        expect(salvo.calendario).toMatchObject({
          toleranciaMinutos: 45,
          divulgacaoResultados: '2100-02-10',
        });
      },
    );
  }
});
