import type { Proposta } from '@portal/domain';

/** The company as the form shows it: lookups already resolved to their descriptions. */
export interface PropostaPdfEmpresa {
  nomeOficial: string;
  nomeFantasia?: string | null;
  /** Digits only or already masked; the renderer masks it. */
  cnpj: string;
  endereco: {
    /** The street type's description ('Avenida', 'Rua'…), not its id. */
    tipoLogradouro: string;
    nomeLogradouro: string;
    numero: string;
    complemento?: string | null;
    bairro: string;
    municipio: string;
    uf: string;
    cep: string;
  };
  responsavelLegalNome: string;
  responsavelLegalCPF: string;
  responsavelLegalCargo?: string | null;
}

export interface PropostaPdfAnexo {
  /** File context (CONTEXTO_ARQUIVO): decides the category it is listed under. */
  contexto: number;
  nomeOriginal: string;
}

/**
 * Everything the proposal form prints. The solution fields are the domain's `Proposta`, so the
 * document can never drift from what the form validates.
 */
export interface PropostaPdfDados extends Proposta {
  codigoProposta: string;
  empresa: PropostaPdfEmpresa;
  anexos: readonly PropostaPdfAnexo[];
  /** Printed in São Paulo time on every page. */
  geradoEm: Date;
}
