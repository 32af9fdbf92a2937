import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cenarioAssinatura } from '../../../test/fixtures-assinatura.ts';
import { carregarAncoras } from './ancoras.ts';

describe('carregarAncoras', () => {
  it('lê PEM e DER, de uma pasta ou de um arquivo, ignorando o que não é certificado', async () => {
    const { pastaAncoras, raiz } = await cenarioAssinatura();
    const pasta = await mkdtemp(join(tmpdir(), 'ancoras-teste-'));
    await writeFile(join(pasta, 'raiz.der'), Buffer.from(raiz.toSchema().toBER()));
    await writeFile(join(pasta, 'LEIA-ME.txt'), 'De onde vieram estas raízes.');
    const pem = join(pastaAncoras, 'raiz.pem');
    const ancoras = await carregarAncoras([pasta, pem]);
    expect(ancoras).toHaveLength(2);
    expect(ancoras.every((a) => a.subject.isEqual(raiz.subject))).toBe(true);
    expect(await readFile(pem, 'latin1')).toMatch(/^-----BEGIN CERTIFICATE-----/);
  });

  it('um arquivo que não é certificado impede a partida, nomeando o arquivo', async () => {
    const pasta = await mkdtemp(join(tmpdir(), 'ancoras-ruins-'));
    const arquivo = join(pasta, 'raiz.pem');
    await writeFile(arquivo, 'não é um certificado');
    await expect(carregarAncoras([arquivo])).rejects.toThrow(`ASSINATURA_ANCORAS: ${arquivo}`);
  });

  it('nenhum caminho, nenhuma âncora', async () => {
    expect(await carregarAncoras([])).toEqual([]);
  });
});
