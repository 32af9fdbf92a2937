import { describe, expect, it } from 'vitest';
import { useBrowser, visible } from '../support/browser.ts';
import {
  criarEmpresa,
  entrarComoAdministrador,
  entrarPelaTelaDoIpt,
  enviarSolucaoAssinada,
  escolher,
  novoEmailEquipe,
  SENHA,
} from './apoio.ts';
import { confirmarEmail } from '../support/caixa-email.ts';

const TITULO = 'Semáforo Adaptativo para Avaliação';
const NOTA = 'Envie o relatório de desempenho do piloto de Campinas.';

describe('jornada da avaliação', () => {
  const { newPage } = useBrowser();

  it(
    'um recém-cadastrado espera a aprovação, o administrador aprova e o analista pede ajustes que a empresa vê',
    { timeout: 180_000 },
    async () => {
      // A empresa já enviou a solução assinada.
      const paginaEmpresa = await newPage();
      const empresa = await criarEmpresa(paginaEmpresa);
      const propostaId = await enviarSolucaoAssinada(paginaEmpresa, empresa, TITULO);

      // O recém-chegado passa pelo e-mail, cai no cadastro e fica aguardando aprovação.
      const analista = await newPage();
      const email = novoEmailEquipe('analista');
      await analista.goto('/ipt');
      await analista.getByLabel('E-mail').fill(email);
      await analista.getByRole('button', { name: 'Cadastrar / Entrar' }).click();
      await analista.waitForURL('**/ipt/registro?email=*');
      expect(await analista.locator('[name="email"]').inputValue()).toBe(email);
      await analista.locator('[name="nome"]').fill('Helena Prado Vieira');
      await analista.locator('[name="senhaNova"]').fill(SENHA);
      await analista.locator('[name="confirmacaoSenha"]').fill(SENHA);
      await analista.getByRole('checkbox').check();
      await analista.getByRole('button', { name: 'Concluir cadastro' }).click();
      await analista.waitForURL('**/ipt/home');
      await visible(analista.getByRole('heading', { name: 'Cadastro aguardando aprovação' }));
      expect(await analista.getByRole('heading', { name: 'Soluções cadastradas' }).count()).toBe(0);

      // Confirma o e-mail pelo link recebido; só então o administrador pode aprovar.
      await confirmarEmail(email);

      // O administrador aprova como analista na página da equipe.
      const admin = await newPage();
      await entrarComoAdministrador(admin);
      await admin.goto('/ipt/equipe');
      await visible(admin.getByRole('heading', { name: 'Equipe do IPT' }));
      const pendente = admin.locator('tr', { hasText: email });
      await (
        await visible(pendente.getByRole('button', { name: 'Aprovar como analista' }))
      ).click();
      // The outcome says what happened, not that "a profile" changed.
      await visible(admin.getByText('Analista aprovado.'));
      const ativos = admin.locator('section', { hasText: 'Membros ativos' });
      await visible(ativos.locator('tr', { hasText: email }));

      // O analista entra de novo e vê as estatísticas e a solução da empresa.
      await analista.goto('/ipt/logout');
      await visible(analista.getByText('Sessão encerrada com sucesso'));
      await entrarPelaTelaDoIpt(analista, email);
      await visible(analista.getByRole('heading', { name: 'Visão geral' }));
      await visible(analista.getByRole('figure', { name: 'Soluções por eixo temático' }));
      const mobilidade = analista
        .getByRole('figure', { name: 'Soluções por eixo temático' })
        .getByRole('listitem')
        .filter({ hasText: 'Mobilidade Urbana' });
      expect(Number((await mobilidade.textContent())?.split(':')[1])).toBeGreaterThanOrEqual(1);

      await analista.getByRole('textbox', { name: 'Empresa' }).fill(empresa.nomeOficial);
      await analista.waitForURL(/empresa=/);
      const linha = analista.locator('tbody tr', { hasText: TITULO });
      await visible(linha);
      await visible(linha.getByText('Em Análise Prévia'));
      // The day the server recorded the submission, in São Paulo: never the test's own clock,
      // which may have crossed midnight since.
      const enviada = await (await paginaEmpresa.request.get(`/api/proposta/${propostaId}`)).json();
      const diaDoEnvio = new Intl.DateTimeFormat('pt-BR', {
        timeZone: 'America/Sao_Paulo',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date(enviada.dataHoraEnvioPDF));
      await visible(linha.getByText(diaDoEnvio));
      await linha.getByText(empresa.nomeOficial).click();

      // A solução aberta: campos, empresa, arquivos; o status muda com uma observação.
      await analista.waitForURL(`**/ipt/solution/${propostaId}`);
      await visible(analista.getByRole('heading', { name: 'Detalhes da solução' }));
      await visible(analista.getByRole('heading', { name: TITULO }));
      await visible(analista.getByText('Cruzamentos de avenidas.'));
      const resumo = analista.locator('section', { hasText: 'Empresa e contatos' });
      await visible(resumo.getByText(empresa.nomeOficial));
      await visible(resumo.getByRole('link', { name: empresa.contato.email }));
      await visible(resumo.getByText('(11) 98765-4321'));
      const arquivos = analista.locator('section', { hasText: 'Baixar todos (zip)' });
      await visible(arquivos.getByText('proposta-assinada.pdf'));

      await analista.getByRole('button', { name: 'Alterar Status' }).click();
      const dialogo = analista.getByRole('dialog', { name: 'Alterar Status' });
      await visible(dialogo);
      await escolher(analista, /Status/, 'Solicitações Feitas');
      await dialogo.getByLabel('Observação para a empresa (opcional)').fill(NOTA);
      await dialogo.getByRole('button', { name: 'Salvar' }).click();
      await dialogo.waitFor({ state: 'hidden' });

      const historico = analista.locator('section', { hasText: 'Histórico de status' });
      const entrada = historico.locator('tbody tr').first();
      await visible(entrada.getByText('Solicitações Feitas'));
      await visible(entrada.getByText('Helena Prado Vieira'));
      await visible(entrada.getByText(email));
      await visible(entrada.getByText(NOTA));
      expect(await entrada.locator('td').first().textContent()).toMatch(
        /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
      );

      // A empresa vê o novo status e a observação na lista dela.
      await paginaEmpresa.goto('/painel/lista-solucoes');
      const daEmpresa = paginaEmpresa.locator('tbody tr', { hasText: TITULO });
      await visible(daEmpresa.getByText('Solicitações Feitas'));
      await visible(daEmpresa.getByText(NOTA));
    },
  );
});
