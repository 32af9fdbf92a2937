import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { pdf, png } from '../support/arquivos.ts';
import { cenarioDoServidor, pdfGeradoPelaApi } from '../support/assinatura.ts';
import { assinarPdf } from '../../apps/api/test/fixtures-assinatura.ts';
import { entrarComoAdministrador, escolher } from '../ipt/apoio.ts';
import {
  campo,
  criarSolucaoPelaApi,
  entrarComContaNova,
  enviarArquivoPelaApi,
  enviarProvaCnpj,
} from './apoio.ts';
import { TELA_DA_EMPRESA, TELA_DA_EQUIPE } from '../support/larguras.ts';

/**
 * The round of requests from both sides: staff ask for one section and one category,
 * the company changes only those, answers and signs again, staff compare versions 1 and 2.
 * The round closes only on a PDF generated after the change: version 1's PDF is refused.
 */

const CONCEITO_NOVO = 'Controle adaptativo com câmeras e contagem por faixa.';

// The company on its phone, the staff at a desk (larguras.ts).
describe('solicitações e versões', () => {
  const { newPage } = useBrowser();

  it(
    'a equipe pede, a empresa altera só o pedido, responde e reassina; a equipe compara as versões',
    { timeout: 180_000 },
    async () => {
      const empresa = await newPage({ viewport: TELA_DA_EMPRESA });
      const conta = await entrarComContaNova(empresa);
      await enviarProvaCnpj(empresa, conta.empresaId);
      const titulo = `Semáforo ${randomUUID().slice(0, 6)}`;
      const id = await criarSolucaoPelaApi(empresa, { titulo });
      await enviarArquivoPelaApi(empresa, id, 'fotos', png('cruzamento.png'));
      await enviarArquivoPelaApi(empresa, id, 'formassinado', pdf('proposta-assinada.pdf'));

      // A equipe pede uma seção e uma categoria de anexos.
      const equipe = await newPage({ viewport: TELA_DA_EQUIPE });
      await entrarComoAdministrador(equipe);
      await equipe.goto(`/ipt/solution/${id}`);
      await (await visible(equipe.getByRole('button', { name: 'Solicitar alterações' }))).click();
      const dialogo = await visible(equipe.getByRole('dialog', { name: 'Solicitar alterações' }));
      await dialogo.getByRole('button', { name: 'Enviar solicitações' }).click();
      await visible(
        dialogo.getByText('Escolha uma seção do formulário ou uma categoria de anexos.'),
      );
      expect(await violacoesAxe(equipe)).toEqual([]);
      await escolher(equipe, 'Parte da solução', 'Descrição técnica da solução');
      await dialogo
        .getByLabel('O que a empresa deve fazer')
        .fill('Detalhe como o conceito mede o fluxo.');
      await dialogo.getByRole('button', { name: 'Adicionar solicitação' }).click();
      await equipe.getByRole('combobox', { name: 'Parte da solução' }).nth(1).click();
      await (
        await visible(equipe.getByRole('option', { name: 'Portfólios', exact: true }))
      ).click();
      await dialogo.getByLabel('O que a empresa deve fazer').nth(1).fill('Envie o portfólio.');
      expect(await violacoesAxe(equipe)).toEqual([]);
      await capturar(equipe, 'solicitacoes-dialogo-computador');
      await dialogo.getByRole('button', { name: 'Enviar solicitações' }).click();
      await visible(equipe.getByText('Solicitações enviadas: a empresa foi avisada por e-mail.'));
      await visible(equipe.getByText('Aguardando a empresa'));

      // A empresa responde pela lista: só o pedido fica aberto.
      await empresa.goto('/painel/lista-solucoes');
      await (
        await visible(empresa.getByRole('link', { name: `Responder solicitações de ${titulo}` }))
      ).click();
      await empresa.waitForURL(`**/painel/propostas/${id}`);
      await visible(empresa.getByText('A equipe pediu alterações nesta solução'));
      expect(await campo(empresa, 'titulo').isDisabled()).toBe(true);
      expect(await campo(empresa, 'relevancia').isDisabled()).toBe(true);
      expect(await campo(empresa, 'fotos').isDisabled()).toBe(true);
      await visible(
        empresa.getByText('Somente leitura: a equipe não pediu alterações nesta parte.').first(),
      );
      await campo(empresa, 'conceito').fill(CONCEITO_NOVO);
      await campo(empresa, 'portfolios').setInputFiles(pdf('portfolio.pdf'));
      const pedido = empresa.getByRole('region', {
        name: 'Solicitação da equipe: Descrição técnica da solução',
      });
      await pedido
        .getByLabel('Sua resposta')
        .fill('O conceito agora explica a contagem por faixa.');
      await pedido.getByRole('button', { name: 'Salvar resposta' }).click();
      await visible(pedido.getByText('Resposta salva.'));
      expect(await violacoesAxe(empresa)).toEqual([]);
      await capturar(empresa, 'solicitacoes-formulario-celular');
      await empresa.getByRole('button', { name: 'Atualizar cadastro' }).click();
      await visible(empresa.getByText('Solução atualizada com sucesso!'));

      // O PDF da versão 1 não traz a resposta: recusado, a rodada segue aberta.
      await empresa.goto('/painel/lista-solucoes');
      const enviarPdfAssinado = async (arquivo: {
        name: string;
        mimeType: string;
        buffer: Buffer;
      }) => {
        const [seletor] = await Promise.all([
          empresa.waitForEvent('filechooser'),
          (
            await visible(empresa.getByRole('button', { name: `Enviar PDF assinado de ${titulo}` }))
          ).click(),
        ]);
        await seletor.setFiles(arquivo);
        await (
          await visible(empresa.getByRole('dialog', { name: 'Tem certeza que deseja continuar?' }))
        )
          .getByRole('button', { name: 'Enviar PDF assinado' })
          .click();
      };
      await enviarPdfAssinado(pdf('proposta-assinada.pdf'));
      await visible(
        empresa.getByText(
          'Gere o PDF novamente: o documento enviado não contém as alterações desta rodada.',
        ),
      );
      expect(await violacoesAxe(empresa)).toEqual([]);
      await capturar(empresa, 'solicitacoes-pdf-antigo-celular');

      // O PDF gerado depois da alteração, assinado, fecha a rodada e devolve a solução.
      const gerado = await pdfGeradoPelaApi(empresa, id);
      const assinado = await assinarPdf(gerado, (await cenarioDoServidor()).representante);
      await enviarPdfAssinado({
        name: 'proposta-revisada.pdf',
        mimeType: 'application/pdf',
        buffer: assinado,
      });
      await visible(empresa.getByText('PDF assinado enviado'));
      await visible(empresa.getByText('Em Análise Prévia').first());

      // A empresa vê as próprias versões nos detalhes da solução.
      await empresa.getByRole('button', { name: `Ver detalhes de ${titulo}` }).click();
      const detalhes = await visible(empresa.getByRole('dialog', { name: 'Detalhes da solução' }));
      await visible(detalhes.getByRole('heading', { name: 'Versões assinadas' }));
      await visible(detalhes.locator('[data-campo-alterado="descricaoTecnicaSolucao.conceito"]'));
      expect(await violacoesAxe(empresa)).toEqual([]);
      await detalhes.getByRole('button', { name: 'Fechar' }).click();

      // A equipe compara as versões 1 e 2: o campo mudado aparece marcado.
      await equipe.reload();
      await visible(equipe.getByRole('heading', { name: 'Versões assinadas' }));
      const alterado = await visible(
        equipe.locator('[data-campo-alterado="descricaoTecnicaSolucao.conceito"]'),
      );
      expect(await alterado.locator('mark').textContent()).toBe(CONCEITO_NOVO);
      await visible(equipe.getByText('Entrou: portfolio.pdf'));
      await visible(equipe.getByText('Respondida na versão 2'));
      expect(await violacoesAxe(equipe)).toEqual([]);
      await capturar(equipe, 'solicitacoes-versoes-computador');
    },
  );
});
