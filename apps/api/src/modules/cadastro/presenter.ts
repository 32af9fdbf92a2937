import type { EmpresaRegistro, EnderecoRegistro } from './empresa-repository.ts';
import { mascararCpf, mascararEmail, mascararRg } from './mascaras.ts';
import type { VisaoEmpresa } from './policies.ts';

/** What the registration form shows of a company: anyone may read it. */
export interface EmpresaPublica {
  id: string;
  nomeOficial: string;
  nomeFantasia: string | null;
  cnpj: string;
  tipoEmpresa: number;
  webSite: string | null;
  endereco: EnderecoRegistro | null;
}

/** The spec's Company entity, for its users and staff. */
export interface EmpresaDetalhada extends EmpresaPublica {
  usuarioID: string | null;
  experiencia: string | null;
  responsavelLegalNome: string;
  responsavelLegalCPF: string;
  responsavelLegalRG: string;
  responsavelLegalCargo: string | null;
  responsavelLegalEmail: string;
  dataCadastro: Date;
}

/** Builds the answer field by field, so a new column never leaks by default. */
export function apresentarEmpresa(
  empresa: EmpresaRegistro,
  visao: VisaoEmpresa,
): EmpresaPublica | EmpresaDetalhada {
  const publica: EmpresaPublica = {
    id: empresa.id,
    nomeOficial: empresa.nomeOficial,
    nomeFantasia: empresa.nomeFantasia,
    cnpj: empresa.cnpj,
    tipoEmpresa: empresa.tipoEmpresa,
    webSite: empresa.webSite,
    endereco: empresa.endereco,
  };
  if (visao === 'publica') return publica;
  const mascarar = visao === 'mascarada';
  return {
    ...publica,
    usuarioID: empresa.usuarioId,
    experiencia: empresa.experiencia,
    responsavelLegalNome: empresa.responsavelLegalNome,
    responsavelLegalCPF: mascarar
      ? mascararCpf(empresa.responsavelLegalCpf)
      : empresa.responsavelLegalCpf,
    responsavelLegalRG: mascarar
      ? mascararRg(empresa.responsavelLegalRg)
      : empresa.responsavelLegalRg,
    responsavelLegalCargo: empresa.responsavelLegalCargo,
    responsavelLegalEmail: mascarar
      ? mascararEmail(empresa.responsavelLegalEmail)
      : empresa.responsavelLegalEmail,
    dataCadastro: empresa.dataCadastro,
  };
}
