import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../test/helper.ts';
import { ClamdIndisponivel, createClamd, lerClamdUrl } from './clamd.ts';

describe('CLAMD_URL', () => {
  it('aceita tcp:// (porta 3310 quando omitida), unix:// e o caminho do socket', () => {
    expect(lerClamdUrl('tcp://clamav:3311')).toEqual({ host: 'clamav', port: 3311 });
    expect(lerClamdUrl('tcp://127.0.0.1')).toEqual({ host: '127.0.0.1', port: 3310 });
    expect(lerClamdUrl('tcp://[::1]:3310')).toEqual({ host: '::1', port: 3310 });
    expect(lerClamdUrl('unix:///run/clamav/clamd.ctl')).toEqual({ path: '/run/clamav/clamd.ctl' });
    expect(lerClamdUrl('/run/clamav/clamd.ctl')).toEqual({ path: '/run/clamav/clamd.ctl' });
  });

  it('recusa o que não é um desses, dizendo a forma certa', () => {
    expect(() => lerClamdUrl('http://clamav:3310')).toThrow('o endereço começa com tcp://');
    expect(() => lerClamdUrl('clamav:3310')).toThrow('o endereço começa com tcp://');
    expect(() => lerClamdUrl('unix://run/clamd.ctl')).toThrow('caminho absoluto');
    expect(() => lerClamdUrl('tcp://')).toThrow('tcp://servidor:3310');
  });
});

describe('conversa com o clamd', () => {
  let servidor: Server | null = null;
  afterEach(() => servidor?.close());

  /** A Unix socket whose peer reads the whole command and then does what `responder` says. */
  async function clamdFalso(responder: (conexao: Socket) => void) {
    const caminho = join(await tempDir('portal-clamd-falso-'), 'c.sock');
    servidor = createServer((conexao) => {
      let recebido = Buffer.alloc(0);
      conexao.on('data', (dados) => {
        recebido = Buffer.concat([recebido, dados]);
        // PING ends in its NUL; INSTREAM in its zero-length chunk.
        if (
          recebido.subarray(-4).equals(Buffer.alloc(4)) ||
          recebido.equals(Buffer.from('zPING\0'))
        ) {
          responder(conexao);
        }
      });
    });
    await new Promise<void>((resolve) => servidor!.listen(caminho, resolve));
    return createClamd({ path: caminho }, 2000);
  }

  it('uma resposta sem veredito (limite do INSTREAM) é indisponibilidade, nunca "limpo"', async () => {
    const clamd = await clamdFalso((c) => c.end('INSTREAM size limit exceeded. ERROR\0'));
    await expect(clamd.examinar(Buffer.from('%PDF-1.7'))).rejects.toThrow(ClamdIndisponivel);
  });

  it('a conexão fechada sem resposta é indisponibilidade', async () => {
    const clamd = await clamdFalso((c) => c.end());
    await expect(clamd.examinar(Buffer.from('%PDF-1.7'))).rejects.toThrow(ClamdIndisponivel);
    await expect(clamd.ping()).rejects.toThrow(ClamdIndisponivel);
  });

  it('nenhum clamd no endereço é indisponibilidade', async () => {
    const clamd = createClamd({ path: join(await tempDir(), 'nada.sock') }, 2000);
    await expect(clamd.examinar(Buffer.from('x'))).rejects.toThrow(ClamdIndisponivel);
  });
});
