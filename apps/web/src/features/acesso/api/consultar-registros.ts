import type { ConsultaCep, ConsultaCnpj, ConsultaRegistro } from '@portal/domain';
import { http } from '@/lib/http';

// The portal answers 200 even when a registry fails; a failure here (no network, too many
// lookups) means the same to the person: the form is filled by hand.
const consultar = <T>(caminho: string): Promise<ConsultaRegistro<T>> =>
  http
    .get<ConsultaRegistro<T>>(caminho)
    .catch(() => ({ disponivel: false, motivo: 'indisponivel' }) as const);

/** GET /api/registros/cnpj/:cnpj: a new company's data from the public CNPJ registry. */
export const consultarCnpj = (cnpj: string): Promise<ConsultaCnpj> =>
  consultar(`/api/registros/cnpj/${encodeURIComponent(cnpj)}`);

/** GET /api/registros/cep/:cep: an address from the public CEP registry. */
export const consultarCep = (cep: string): Promise<ConsultaCep> =>
  consultar(`/api/registros/cep/${encodeURIComponent(cep)}`);
