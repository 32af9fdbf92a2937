import { randomUUID } from 'node:crypto';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Page } from 'playwright-core';
import { SENHA } from '../ipt/apoio.ts';

/**
 * A new municipal manager of São Paulo, registered through the API with an e-mail of the domain
 * the test portal verifies at once (portal-server.ts), and signed in on this page's context.
 */
export async function entrarComoGestor(page: Page): Promise<string> {
  const email = `gestora-${randomUUID().slice(0, 8)}@prefeitura.sp.gov.br`;
  const cadastro = await page.request.post('/api/gestor/cadastro', {
    data: {
      nome: 'Marta Ribeiro',
      cpf: generateCpf(),
      email,
      senhaNova: SENHA,
      municipioId: 3550308,
      cargo: 'Secretária de Inovação',
      aceiteLGPD: true,
    },
  });
  if (cadastro.status() !== 201) throw new Error(`Cadastro do gestor: ${await cadastro.text()}`);
  const login = await page.request.post('/api/login', {
    data: { login: email, SenhaAtual: SENHA },
  });
  if (!login.ok()) throw new Error(`Login do gestor: ${await login.text()}`);
  return email;
}
