import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the fake registry answers one path: a JSON body, a bare status, a body that is not JSON,
 * a JSON body after a delay longer than the portal waits, or a JSON body sent in parts with no
 * declared length (chunked), as a streaming server would.
 */
export type RespostaFalsa =
  | { json: unknown; atrasoMs?: number }
  | { status: number }
  | { texto: string }
  | { emPartes: unknown };

export interface ProvedoresFalsos {
  /** Templates for the portal's config: `{cnpj}`/`{cep}` under /cnpj, /cep and /ibge. */
  urls: { cnpjUrl: string; cepUrl: string; cepIbgeUrl: string };
  /** Calls per path, so a test sees the cache spare the registry. */
  chamadas: (caminho: string) => number;
  fechar(): Promise<void>;
}

/**
 * A local HTTP server answering in the shapes of Minha Receita / BrasilAPI (CNPJ), BrasilAPI CEP
 * v2 and ViaCEP. It knows only the paths it is given and answers 404 to any other, as a
 * registry does for an unknown CNPJ or CEP.
 */
export async function iniciarProvedoresFalsos(
  respostas: Record<string, RespostaFalsa>,
): Promise<ProvedoresFalsos> {
  const contagem = new Map<string, number>();
  const atrasos = new Set<NodeJS.Timeout>();
  const responder = (res: ServerResponse, resposta: RespostaFalsa | undefined) => {
    if (resposta === undefined) return res.writeHead(404).end();
    if ('status' in resposta) return res.writeHead(resposta.status).end();
    if ('texto' in resposta)
      return res.writeHead(200, { 'content-type': 'text/html' }).end(resposta.texto);
    if ('emPartes' in resposta) {
      res.writeHead(200, { 'content-type': 'application/json' });
      const texto = JSON.stringify(resposta.emPartes);
      for (let i = 0; i < texto.length; i += 64 * 1024) res.write(texto.slice(i, i + 64 * 1024));
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(resposta.json));
  };
  const server = createServer((req, res) => {
    const caminho = (req.url ?? '/').split('?')[0]!;
    contagem.set(caminho, (contagem.get(caminho) ?? 0) + 1);
    const resposta = respostas[caminho];
    if (resposta && 'atrasoMs' in resposta && resposta.atrasoMs) {
      const atraso = setTimeout(() => {
        atrasos.delete(atraso);
        if (!res.destroyed) responder(res, resposta);
      }, resposta.atrasoMs);
      atrasos.add(atraso);
      return;
    }
    responder(res, resposta);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urls: {
      cnpjUrl: `${base}/cnpj/{cnpj}`,
      cepUrl: `${base}/cep/{cep}`,
      cepIbgeUrl: `${base}/ibge/{cep}/json/`,
    },
    chamadas: (caminho) => contagem.get(caminho) ?? 0,
    fechar: () => {
      for (const atraso of atrasos) clearTimeout(atraso);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A company as Minha Receita describes it, with the fields the registration reads. */
export const empresaNoRegistro = (overrides: Record<string, unknown> = {}) => ({
  cnpj: '11222333000181',
  razao_social: 'CIDADE VIVA SOLUCOES URBANAS LTDA',
  nome_fantasia: 'CIDADE VIVA',
  descricao_situacao_cadastral: 'ATIVA',
  descricao_tipo_de_logradouro: 'AVENIDA',
  logradouro: 'PAULISTA',
  numero: '1578',
  complemento: 'ANDAR 5',
  bairro: 'BELA VISTA',
  cep: '01310200',
  uf: 'SP',
  municipio: 'SAO PAULO',
  codigo_municipio_ibge: 3550308,
  ...overrides,
});

/** A CEP as BrasilAPI v2 describes it: no IBGE code. */
export const cepNoRegistro = (overrides: Record<string, unknown> = {}) => ({
  cep: '13560970',
  state: 'SP',
  city: 'São Carlos',
  neighborhood: 'Centro',
  street: 'Rua Episcopal',
  service: 'open-cep',
  location: { type: 'Point', coordinates: {} },
  ...overrides,
});
