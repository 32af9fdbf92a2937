import { describe, expect, it } from 'vitest';
import { lerStorageUrl } from './storage-url.ts';

describe('lerStorageUrl', () => {
  it('lê servidor local, bucket, prefixo, região e chaves (sem TLS na própria máquina)', () => {
    expect(
      lerStorageUrl(
        's3://CHAVE:se%2Fgredo@127.0.0.1:4569/portal/producao/?region=sa-east-1&forcePathStyle=true',
      ),
    ).toEqual({
      endpoint: 'http://127.0.0.1:4569',
      region: 'sa-east-1',
      bucket: 'portal',
      prefix: 'producao/',
      forcePathStyle: true,
      credentials: { accessKeyId: 'CHAVE', secretAccessKey: 'se/gredo' },
    });
  });

  it('usa HTTPS fora da máquina e deixa as chaves ao SDK quando a URL não as traz', () => {
    expect(lerStorageUrl('s3://conta.r2.cloudflarestorage.com/arquivos?region=auto')).toEqual({
      endpoint: 'https://conta.r2.cloudflarestorage.com',
      region: 'auto',
      bucket: 'arquivos',
      prefix: '',
      forcePathStyle: false,
      credentials: null,
    });
    expect(lerStorageUrl('s3://minio.interno:9000/b?tls=false').endpoint).toBe(
      'http://minio.interno:9000',
    );
  });

  it.each([
    ['http://servidor/bucket', 'o endereço começa com s3://'],
    ['s3://servidor', 'falta o bucket (s3://servidor/bucket)'],
    ['s3://CHAVE@servidor/bucket', 'informe chave e segredo juntos'],
    ['s3://servidor/bucket?tls=sim', 'tls aceita true ou false'],
    ['não é url', 'use s3://CHAVE:SEGREDO@servidor/bucket'],
  ])('recusa %s com mensagem que diz o que falta', (url, mensagem) => {
    expect(() => lerStorageUrl(url)).toThrow(mensagem);
  });
});
