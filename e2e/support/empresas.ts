import { randomUUID } from 'node:crypto';
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { GUID_VAZIO } from '@portal/domain';

/** The `empresa` block of a registration that creates a new, valid company (fresh CNPJ and CPF). */
export const empresaNova = (
  dados: {
    nomeOficial?: string;
    webSite?: string;
    cnpj?: string;
    responsavelLegalCPF?: string;
  } = {},
) => ({
  id: GUID_VAZIO,
  nomeOficial: dados.nomeOficial ?? `Cidade Viva Tecnologia ${randomUUID().slice(0, 6)} Ltda.`,
  nomeFantasia: 'Cidade Viva',
  cnpj: dados.cnpj ?? generateCnpj(),
  tipoEmpresa: 6,
  webSite: dados.webSite ?? 'https://cidadeviva.example',
  experiencia: 'Semáforos e sensores urbanos.',
  responsavelLegalNome: 'Paulo Henrique Dias',
  responsavelLegalCPF: dados.responsavelLegalCPF ?? generateCpf(),
  responsavelLegalRG: '23.456.789-0',
  responsavelLegalCargo: 'Diretor',
  responsavelLegalEmail: 'paulo@cidadeviva.example',
  endereco: {
    tipoLogradouro: 2,
    nomeLogradouro: 'Paulista',
    numero: '900',
    complemento: '',
    bairro: 'Bela Vista',
    cep: '01310100',
    municipio: { id: 3550308, estado: { id: 35 } },
  },
});
