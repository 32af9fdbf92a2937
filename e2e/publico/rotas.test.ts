import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser, visible } from '../support/browser.ts';

/** Every route of the spec's table answers with the layout and its heading. */
const ROTAS: [string, string][] = [
  ['/', 'Cidades Inteligentes'],
  ['/home', 'Cidades Inteligentes'],
  ['/sobre', 'Sobre a chamada'],
  ['/fornecedores', 'Fornecedores'],
  ['/municipios', 'Municípios'],
  ['/login', 'Acesso ao programa'],
  ['/register', 'Cadastro de empresa e usuário'],
  ['/logout', 'Sessão encerrada com sucesso'],
  ['/ipt', 'Acesso da equipe do IPT'],
  ['/ipt/registro', 'Cadastro da equipe do IPT'],
  ['/ipt/logout', 'Sessão encerrada com sucesso'],
  ['/ipt/companies', 'Empresas Cadastradas'],
  ['/solutions', 'Soluções'],
  ['/estatisticas', 'Estatísticas do repositório'],
  ['/acessibilidade', 'Acessibilidade'],
  ['/privacidade', 'Aviso de privacidade'],
  ['/conta-excluida', 'Conta excluída'],
  ['/rota-que-nao-existe', 'Página não encontrada'],
];

describe('rotas do portal', () => {
  const { newPage } = useBrowser();

  it.each(ROTAS)(
    '%s mostra o layout e o título "%s", sem erro no console',
    async (path, titulo) => {
      const page = await newPage();
      // An anonymous visit is the ordinary case: nothing on it may print an error.
      const erros: string[] = [];
      page.on('console', (mensagem) => {
        // The not-found page is answered with HTTP 404, which the browser reports for the
        // document itself; that status is the page's purpose, not an error on it.
        const doDocumento =
          new URL(mensagem.location().url).pathname === path &&
          mensagem.text().includes('status of 404');
        if (mensagem.type() === 'error' && !doDocumento) erros.push(mensagem.text());
      });
      page.on('pageerror', (erro) => erros.push(erro.message));
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1, name: new RegExp(titulo) }));
      await visible(page.locator('main#conteudo'));
      expect(await page.getByRole('link', { name: 'Ir para o conteúdo [1]' }).count()).toBe(1);
      await visible(page.getByRole('link', { name: 'Ouvidoria' }));
      expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
      expect(await page.title()).toContain('Cidades Inteligentes');
      await page.waitForLoadState('networkidle');
      expect(erros).toEqual([]);
      await page.context().close();
    },
  );

  it('áreas restritas respondem com o SPA no servidor', async () => {
    for (const path of ['/painel', '/ipt/home', '/municipios', '/painel/lista-solucoes']) {
      const response = await fetch(`${baseURL()}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('/api desconhecida responde 404 em JSON e em português', async () => {
    const response = await fetch(`${baseURL()}/api/nada`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: expect.stringMatching(/não encontrad/) });
  });
});
