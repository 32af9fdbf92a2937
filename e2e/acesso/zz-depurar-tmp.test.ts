import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { caminhoDoLink, esperarEmail } from '../support/caixa-email.ts';
import { criarConta } from './contas.ts';

const { newPage } = useBrowser();
it('depurar', async () => {
  const conta = await criarConta();
  const page = await newPage();
  page.on('console', (m) => console.log('CONSOLE', m.text()));
  page.on('response', (r) => { if (r.url().includes('/api/')) console.log('RESP', r.status(), r.url()); });
  const r = await page.request.post('/api/conta/senha/esqueci', { data: { email: conta.email } });
  console.log('esqueci', r.status(), await r.text());
  const mensagem = await esperarEmail(conta.email, 'Crie uma nova senha');
  console.log('TEXTO', mensagem.texto);
  const c = caminhoDoLink(mensagem, '/senha/redefinir');
  console.log('CAMINHO', c);
  await page.goto(c);
  await page.getByRole('heading', { name: 'Crie uma nova senha' }).waitFor();
  await page.waitForLoadState('networkidle');
  console.log('BODY', await page.locator('main').innerText());
  expect(1).toBe(1);
});
