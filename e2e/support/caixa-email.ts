import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseURL } from './browser.ts';
import { portalDoWorker } from './portal-do-worker.ts';
import { iniciarCaixaSmtp, type MensagemRecebida } from '../../apps/api/test/caixa-smtp.ts';

/**
 * The journeys' mail server: a real SMTP server started by the global setup, which the portal
 * sends to (SMTP_URL). Each message it receives becomes a JSON file in a folder, so test files
 * (in other processes) can read them.
 */
export async function iniciarServidorEmail() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-emails-'));
  let n = 0;
  const caixa = await iniciarCaixaSmtp({
    // Written aside and renamed: a reader never sees half a message.
    aoReceber: (mensagem) => {
      const nome = `${String(++n).padStart(6, '0')}.json`;
      writeFileSync(join(dir, `${nome}.parcial`), JSON.stringify(mensagem));
      renameSync(join(dir, `${nome}.parcial`), join(dir, nome));
    },
  });
  return {
    url: caixa.url,
    dir,
    async stop() {
      await caixa.fechar();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every message the portal sent to `email`, oldest first. */
export function emailsPara(email: string): MensagemRecebida[] {
  // Outside Vitest (npm run lighthouse) the script names its own mail folder.
  const dir = process.env.E2E_EMAIL_DIR ?? portalDoWorker().emailDir;
  return readdirSync(dir)
    .filter((arquivo) => arquivo.endsWith('.json'))
    .sort()
    .map((arquivo) => JSON.parse(readFileSync(join(dir, arquivo), 'utf8')) as MensagemRecebida)
    .filter((m) => m.para.includes(email.toLowerCase()));
}

/**
 * Waits for the newest message to `email` whose subject matches; with `alemDe`, only among the
 * messages after the first `alemDe` to that address (a resent link, not the one already there).
 */
export async function esperarEmail(
  email: string,
  assunto: string | RegExp,
  alemDe = 0,
): Promise<MensagemRecebida> {
  const casa = (a: string) => (typeof assunto === 'string' ? a === assunto : assunto.test(a));
  const fim = Date.now() + 30_000;
  for (;;) {
    const achada = emailsPara(email)
      .slice(alemDe)
      .filter((m) => casa(m.assunto))
      .at(-1);
    if (achada) return achada;
    if (Date.now() > fim)
      throw new Error(`O e-mail "${String(assunto)}" para ${email} não chegou.`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The path and fragment of the link in a message, to open on the test server. */
export function caminhoDoLink(mensagem: MensagemRecebida, caminho: string): string {
  const link = new RegExp(`https?://[^\\s/]+(${caminho}[^\\s]*)`).exec(mensagem.texto);
  if (!link) throw new Error(`Nenhum link para ${caminho} em:\n${mensagem.texto}`);
  return link[1]!;
}

/**
 * Confirms a new account's address with the link of its e-mail, as the person would; the
 * journeys that send a signed form, or approve a staff member, need it first.
 */
export async function confirmarEmail(email: string): Promise<void> {
  const mensagem = await esperarEmail(email, 'Confirme seu e-mail');
  const token = caminhoDoLink(mensagem, '/email/confirmar').split('#')[1];
  const resposta = await fetch(`${baseURL()}/api/conta/email/confirmar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (resposta.status !== 200) throw new Error(`Confirmação recusada: ${await resposta.text()}`);
}
