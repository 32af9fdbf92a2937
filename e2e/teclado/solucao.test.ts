import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { entrarComContaNova } from '../propostas/apoio.ts';
import { pdf, png } from '../support/arquivos.ts';
import { useBrowser, visible } from '../support/browser.ts';
import {
  anexar,
  interceptarSeletoresDeArquivo,
  digitar,
  escolher,
  preencherComTab,
  responder,
  tab,
} from './apoio.ts';

/** Every required text of the solution form, by the spec's field name. */
const TEXTOS: Record<string, string> = {
  descricao: 'Semáforos que ajustam os tempos ao fluxo medido.',
  keyWords: 'mobilidade, semáforo, IoT',
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

describe('cadastrar uma solução só com o teclado', () => {
  const { newPage } = useBrowser();

  it(
    'preenche o formulário, anexa foto e PDFs pelo botão de arquivo e confirma',
    { timeout: 180_000 },
    async () => {
      const page = interceptarSeletoresDeArquivo(await newPage());
      await entrarComContaNova(page);
      const titulo = `Semáforo pelo teclado ${randomUUID().slice(0, 6)}`;
      await page.goto('/painel/propostas');
      await visible(page.getByRole('heading', { name: 'Cadastro da solução' }));

      // Over the bars, straight to the form.
      expect((await tab(page)).rotulo).toBe('Ir para o conteúdo [1]');
      await page.keyboard.press('Enter');
      await preencherComTab(
        page,
        {
          titulo: digitar(titulo),
          ...Object.fromEntries(
            Object.entries(TEXTOS).map(([nome, texto]) => [nome, digitar(texto)]),
          ),
          'Eixo temático': escolher('Mobilidade Urbana'),
          'Capacidade do eixo': escolher('Semáforos Inteligentes'),
          validacaoOuRegistro: responder('Não'),
          suporteTecnicoBrasil: responder('Sim'),
          'Fotos da solução': anexar(png('cruzamento.png')),
          Portfólios: anexar(pdf('portfolio.pdf')),
        },
        'Confirmar cadastro',
      );
      await visible(page.getByText('cruzamento.png'));
      await visible(page.getByText('portfolio.pdf'));
      await page.keyboard.press('Enter');
      await page.waitForURL('**/painel/cadastro-sucesso', { timeout: 20_000 });
      await visible(
        page.getByRole('heading', { name: 'Cadastro da proposta realizada com sucesso!!' }),
      );
      await page.context().close();
    },
  );
});
