import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, novaEmpresa, novoEmail, signedInCompanyUser } from '../../../test/fixtures.ts';
import {
  arquivoPayload,
  criarProposta,
  definirStatus,
  enviarArquivo,
  novaProposta,
  PDF,
  PNG,
} from '../../../test/fixtures-proposta.ts';
import { buildTestApp, tempDir } from '../../../test/helper.ts';

/**
 * The public repository must never carry anybody's CPF, RG, e-mail, phone or address, nor the
 * company's CNPJ or private files. The company and user are seeded with values found nowhere
 * else, and every public answer is searched for each of them as raw text.
 */

const CPF = generateCpf();
const CNPJ = generateCnpj();
const SEGREDOS = {
  cpf: CPF,
  cpfComMascara: `${CPF.slice(0, 3)}.${CPF.slice(3, 6)}.${CPF.slice(6, 9)}-${CPF.slice(9)}`,
  cnpj: CNPJ,
  rg: 'RG 83.711.942-Q',
  emailUsuario: novoEmail('zuleica.prudente'),
  emailResponsavel: 'xerxes.quintanilha@sigilo-distinto.com.br',
  nomeUsuario: 'Zuleica Prudente',
  nomeResponsavel: 'Xerxes Quintanilha',
  telefone: '938271645',
  logradouro: 'Sigilosa dos Quatorze Ventos',
  numeroEndereco: '7319',
  complemento: 'Sala Reservada Oitenta',
  bairro: 'Vale Confidencial',
  cep: '89012345',
  provaCnpj: 'comprovante-cnpj-sigiloso.pdf',
  pdfAssinado: 'formulario-assinado-sigiloso.pdf',
  anexoPrivado: 'relatorio-interno-sigiloso.pdf',
};

let app: FastifyInstance;
let id: string;
let respostas: { url: string; corpo: string }[];

const respostasPublicas = async () => {
  const urls = [
    '/api/solucoes',
    '/api/solucoes?busca=residuos',
    `/api/solucoes/${id}`,
    '/api/solucoes/dados-abertos.json',
    '/api/solucoes/dados-abertos.csv',
    '/sitemap.xml',
    `/solutions/${id}`,
  ];
  return Promise.all(
    urls.map(async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      return { url, corpo: response.body };
    }),
  );
};

beforeAll(async () => {
  const webDist = await tempDir();
  await writeFile(join(webDist, 'index.html'), '<html><head><title>x</title></head></html>');
  app = await buildTestApp({ webDist });
  const empresa = await signedInCompanyUser(app, {
    nome: SEGREDOS.nomeUsuario,
    email: SEGREDOS.emailUsuario,
    login: SEGREDOS.emailUsuario,
    telefones: [{ ddd: '47', numero: SEGREDOS.telefone, tipoTelefone: 1, observacoes: 'Pessoal' }],
    empresa: novaEmpresa({
      cnpj: CNPJ,
      responsavelLegalNome: SEGREDOS.nomeResponsavel,
      responsavelLegalCPF: SEGREDOS.cpfComMascara,
      responsavelLegalRG: SEGREDOS.rg,
      responsavelLegalEmail: SEGREDOS.emailResponsavel,
      endereco: {
        tipoLogradouro: 4,
        nomeLogradouro: SEGREDOS.logradouro,
        numero: SEGREDOS.numeroEndereco,
        complemento: SEGREDOS.complemento,
        bairro: SEGREDOS.bairro,
        municipio: { id: 4209102, estado: { id: 42 } },
        cep: SEGREDOS.cep,
      },
    }),
  });
  const prova = await injectAs(app, empresa, {
    method: 'PUT',
    url: `/api/fileindexer/empresa/${empresa.empresaId}/provacnpj/file`,
    payload: arquivoPayload(PDF, SEGREDOS.provaCnpj),
  });
  expect(prova.statusCode).toBe(200);
  id = await criarProposta(
    app,
    empresa,
    novaProposta({ titulo: 'Coleta inteligente de resíduos' }),
  );
  await enviarArquivo(app, empresa, id, 'fotos', PNG, 'foto-publica.png');
  await enviarArquivo(app, empresa, id, 'documentosentregues/outros', PDF, SEGREDOS.anexoPrivado);
  const assinado = await enviarArquivo(app, empresa, id, 'formassinado', PDF, SEGREDOS.pdfAssinado);
  expect(assinado.statusCode).toBe(200);
  await definirStatus(app, id, 10);
  respostas = await respostasPublicas();
});
afterAll(() => app.close());

describe('dados pessoais fora do repositório público', () => {
  it('a solução semeada está publicada e aparece em todas as respostas', () => {
    for (const { url, corpo } of respostas) {
      if (url !== '/sitemap.xml') expect(corpo, url).toContain('Coleta inteligente');
    }
  });

  it.each(Object.entries(SEGREDOS))('nenhuma resposta pública contém %s', (_campo, valor) => {
    for (const { url, corpo } of respostas) {
      expect(corpo.toLowerCase().includes(valor.toLowerCase()), `${url} contém ${valor}`).toBe(
        false,
      );
    }
  });

  it('nenhum JSON público tem chave de dado pessoal', () => {
    // 'entidadeResponsavelValidacao' is the validating body, public by design; not the person.
    const chavePessoal =
      /"(\w*cpf|\w*rg|\w*e-?mail\w*|telefones?|ddd|endereco|cep|bairro|\w*logradouro|cnpj\w*|responsavelLegal\w*|usuario\w*)"\s*:/i;
    for (const { url, corpo } of respostas) {
      expect(chavePessoal.test(corpo), url).toBe(false);
    }
  });
});
