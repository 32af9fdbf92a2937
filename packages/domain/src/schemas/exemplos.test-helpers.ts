import type { z } from 'zod';
import { GUID_VAZIO } from '../catalogo/index.ts';
import { formatarErrosZod, type ErroDeCampo } from './erros.ts';

/** Valid payloads and helpers shared by the schema tests only. */

export const telefoneValido = { ddd: '11', numero: '987654321', tipoTelefone: 1 };

export const enderecoValido = {
  tipoLogradouro: 1,
  nomeLogradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: 'Conjunto 12',
  bairro: 'Bela Vista',
  municipio: { id: 3550308, estado: { id: 35 } },
  cep: '01310-100',
};

export const empresaValida = {
  id: GUID_VAZIO,
  nomeOficial: 'Soluções Urbanas Ltda',
  nomeFantasia: 'Cidade Viva',
  cnpj: '11.222.333/0001-81',
  tipoEmpresa: 2,
  webSite: 'https://cidadeviva.com.br',
  experiencia: 'Dez anos em iluminação pública.',
  endereco: enderecoValido,
  responsavelLegalNome: 'Maria da Silva',
  responsavelLegalCPF: '529.982.247-25',
  responsavelLegalRG: '12.345.678-9',
  responsavelLegalCargo: 'Diretora',
  responsavelLegalEmail: 'maria@cidadeviva.com.br',
};

export const cadastroUsuarioValido = {
  nome: 'João Souza',
  email: 'joao@cidadeviva.com.br',
  login: 'joao@cidadeviva.com.br',
  senhaNova: 'Portal@2025',
  aceiteLGPD: true,
  telefones: [telefoneValido],
  empresa: empresaValida,
};

const campoTecnico = 'Texto técnico.';

export const propostaValida = {
  titulo: 'Semáforos que conversam',
  descricao: 'Controle adaptativo de tráfego.',
  keyWords: ['mobilidade', 'semáforos'],
  destino: { destino: 3, indiceDetalhe: 24 },
  descricaoTecnicaSolucao: {
    conceito: campoTecnico,
    aplicacaoPratica: campoTecnico,
    requisitosTecnicosOperacionais: campoTecnico,
    limitacoesTecnicas: campoTecnico,
    escalabilidade: campoTecnico,
    beneficiosEsperados: campoTecnico,
    custosEstimados: campoTecnico,
  },
  justificativa: {
    problemaResolvido: campoTecnico,
    beneficiosDiretos: campoTecnico,
    relevancia: campoTecnico,
    diferencial: campoTecnico,
  },
  historicoSolucao: { validacaoOuRegistro: false, cidadeImplementada: 'Campinas' },
  suporteSolucao: { suporteNoBrasil: true, tempoMedio: '4 horas', tempoGarantia: '12 meses' },
};

/** A deep copy of `objeto` with `caminho` (dot-joined) set to `valor`, or removed if undefined. */
export const comValor = <T>(objeto: T, caminho: string, valor: unknown): T => {
  const copia = structuredClone(objeto) as Record<string, unknown>;
  const chaves = caminho.split('.');
  const ultima = chaves.pop()!;
  const alvo = chaves.reduce<Record<string, unknown>>(
    (atual, chave) => atual[chave] as Record<string, unknown>,
    copia,
  );
  if (valor === undefined) delete alvo[ultima];
  else alvo[ultima] = valor;
  return copia as T;
};

export const errosDe = (schema: z.ZodType, valor: unknown): ErroDeCampo[] => {
  const resultado = schema.safeParse(valor);
  return resultado.success ? [] : formatarErrosZod(resultado.error);
};

/** The same issues as "path: message" lines, for tables of expected refusals. */
export const linhasDeErro = (schema: z.ZodType, valor: unknown): string[] =>
  errosDe(schema, valor).map((e) => `${e.path}: ${e.message}`);
