import {
  formatarCep,
  formatarCnpj,
  formatarCpf,
  GUID_VAZIO,
  mascaraTelefone,
  type EmpresaLida,
  type Telefone,
} from '@portal/domain';

/**
 * What the company and user screens (/register, /painel) hold while the person types. Selects
 * start empty (null) and phones are one masked text; the schemas turn them into the payload.
 */
export interface TelefoneFormulario {
  id?: string | null;
  /** The type the phone was stored with; the one sent follows the digits typed. */
  tipoTelefone: number | null;
  numero: string;
  observacoes: string;
}

export interface EnderecoFormulario {
  id?: string | null;
  tipoLogradouro: number | null;
  nomeLogradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cep: string;
  municipio: { id: number | null; estado: { id: number | null } };
}

export interface EmpresaFormulario {
  id: string;
  nomeOficial: string;
  nomeFantasia: string;
  cnpj: string;
  tipoEmpresa: number | null;
  webSite: string;
  experiencia: string;
  responsavelLegalNome: string;
  responsavelLegalCPF: string;
  responsavelLegalRG: string;
  responsavelLegalCargo: string;
  responsavelLegalEmail: string;
  endereco: EnderecoFormulario;
}

/** The part both screens share; the blocks of this folder read it from the form context. */
export interface FormularioComEmpresa {
  nome: string;
  email: string;
  cargo: string;
  departamento: string;
  telefones: TelefoneFormulario[];
  senhaNova: string;
  confirmacaoSenha: string;
  empresa: EmpresaFormulario;
}

export const telefoneVazio = (): TelefoneFormulario => ({
  tipoTelefone: null,
  numero: '',
  observacoes: '',
});

export const telefoneParaFormulario = (telefone: Telefone): TelefoneFormulario => ({
  id: telefone.id ?? null,
  tipoTelefone: telefone.tipoTelefone,
  numero: mascaraTelefone(`${telefone.ddd}${telefone.numero}`),
  observacoes: telefone.observacoes ?? '',
});

const enderecoVazio = (): EnderecoFormulario => ({
  tipoLogradouro: null,
  nomeLogradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cep: '',
  municipio: { id: null, estado: { id: null } },
});

/** A company the registration will create: the all-zero id and the CNPJ of the dialog. */
export const empresaNova = (cnpj: string): EmpresaFormulario => ({
  id: GUID_VAZIO,
  nomeOficial: '',
  nomeFantasia: '',
  cnpj: formatarCnpj(cnpj),
  tipoEmpresa: null,
  webSite: '',
  experiencia: '',
  responsavelLegalNome: '',
  responsavelLegalCPF: '',
  responsavelLegalRG: '',
  responsavelLegalCargo: '',
  responsavelLegalEmail: '',
  endereco: enderecoVazio(),
});

/** A masked CPF (joined users see it so) is shown exactly as the server sent it. */
const cpfParaExibir = (cpf: string | null | undefined): string =>
  cpf && /^\d{11}$/.test(cpf) ? formatarCpf(cpf) : (cpf ?? '');

export const empresaParaFormulario = (empresa: EmpresaLida): EmpresaFormulario => {
  const endereco = empresa.endereco;
  return {
    id: empresa.id,
    nomeOficial: empresa.nomeOficial,
    nomeFantasia: empresa.nomeFantasia ?? '',
    cnpj: formatarCnpj(empresa.cnpj),
    tipoEmpresa: empresa.tipoEmpresa,
    webSite: empresa.webSite ?? '',
    experiencia: empresa.experiencia ?? '',
    responsavelLegalNome: empresa.responsavelLegalNome ?? '',
    responsavelLegalCPF: cpfParaExibir(empresa.responsavelLegalCPF),
    responsavelLegalRG: empresa.responsavelLegalRG ?? '',
    responsavelLegalCargo: empresa.responsavelLegalCargo ?? '',
    responsavelLegalEmail: empresa.responsavelLegalEmail ?? '',
    endereco: endereco
      ? {
          id: endereco.id ?? null,
          tipoLogradouro: endereco.tipoLogradouro,
          nomeLogradouro: endereco.nomeLogradouro,
          numero: endereco.numero,
          complemento: endereco.complemento ?? '',
          bairro: endereco.bairro,
          cep: formatarCep(endereco.cep),
          municipio: {
            id: endereco.municipio.id,
            estado: { id: endereco.municipio.estado.id },
          },
        }
      : enderecoVazio(),
  };
};
