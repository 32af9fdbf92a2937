import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MENSAGENS } from '@portal/domain';
import { novoCnpj, novoEmail, SENHA } from '../acesso/contas.ts';
import { pdf } from '../support/arquivos.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { esperarAnelVisivel, lerFoco } from '../support/foco.ts';
import {
  anexar,
  interceptarSeletoresDeArquivo,
  digitar,
  escolher,
  marcar,
  preencherComTab,
  tabAte,
  type Acao,
} from './apoio.ts';

/** The town list loads once the state is chosen: the Tab must find it enabled, not skip it. */
const escolherEstado: Acao = async (page: Page) => {
  await escolher('São Paulo (SP)', 'São Paulo')(page);
  await expect
    .poll(() => page.getByRole('combobox', { name: 'Município', exact: true }).isEnabled())
    .toBe(true);
};

describe('cadastro de uma empresa nova só com o teclado', () => {
  const { newPage } = useBrowser();

  it(
    'informa o CNPJ no diálogo, preenche o cadastro com o comprovante e chega ao painel',
    { timeout: 180_000 },
    async () => {
      const page = interceptarSeletoresDeArquivo(await newPage());
      await page.goto(`/register?${new URLSearchParams({ email: novoEmail('teclado') })}`);
      await visible(page.getByRole('dialog', { name: 'Informe qual é a empresa' }));

      // The dialog opens with the focus on the CNPJ.
      const foco = await lerFoco(page);
      expect(foco.nome).toBe('cnpj');
      esperarAnelVisivel(foco);
      await page.keyboard.type(novoCnpj());
      await tabAte(page, 'Confirmar');
      await page.keyboard.press('Enter');
      await visible(page.getByText(MENSAGENS.novoCadastro));

      await preencherComTab(
        page,
        {
          nome: digitar('Beatriz Souza Lima'),
          cargo: digitar('Gerente de projetos'),
          'telefones.0.numero': digitar('11987654321'),
          nomeOficial: digitar('Mobilidade pelo Teclado Ltda.'),
          nomeFantasia: digitar('Mobilidade pelo Teclado'),
          'Tipo de empresa': escolher('Startup'),
          webSite: digitar('https://teclado.example'),
          experiencia: digitar('Semáforos inteligentes em duas cidades do interior.'),
          'Comprovante de inscrição no CNPJ (PDF)': anexar(pdf('comprovante-cnpj.pdf')),
          cep: digitar('01310100'),
          'Tipo de logradouro': escolher('Avenida', 'Aven'),
          nomeLogradouro: digitar('Paulista'),
          numero: digitar('1000'),
          bairro: digitar('Bela Vista'),
          Estado: escolherEstado,
          Município: escolher('São Paulo', 'São Paulo'),
          responsavelLegalNome: digitar('Rafael Mendes Costa'),
          responsavelLegalCPF: digitar(generateCpf()),
          responsavelLegalRG: digitar('23.456.789-0'),
          responsavelLegalCargo: digitar('Sócio-diretor'),
          responsavelLegalEmail: digitar('rafael@teclado.example'),
          senhaNova: digitar(SENHA),
          confirmacaoSenha: digitar(SENHA),
          aceiteLGPD: marcar,
        },
        'Concluir cadastro',
      );
      await page.keyboard.press('Enter');
      await page.waitForURL('**/painel', { timeout: 20_000 });
      await visible(page.getByText(MENSAGENS.cadastroRealizado));
      await visible(page.getByText(/Comprovante atual: comprovante-cnpj\.pdf/));
      await page.context().close();
    },
  );
});
