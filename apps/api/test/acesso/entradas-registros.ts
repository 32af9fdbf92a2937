import { novoIp } from '../fixtures.ts';
import type { EntradaAcesso } from './tabela-acesso.ts';

/**
 * The public registries that prefill a registration: anyone, since the company
 * registering has no account yet. The matrix's app has no provider, so each answers "desligado".
 */
export const ENTRADAS_REGISTROS: EntradaAcesso[] = [
  {
    rota: 'GET /api/registros/cnpj/:cnpj',
    acesso: 'public',
    amostra: () => ({ url: '/api/registros/cnpj/11222333000181', remoteAddress: novoIp() }),
  },
  {
    rota: 'GET /api/registros/cep/:cep',
    acesso: 'public',
    amostra: () => ({ url: '/api/registros/cep/13560970', remoteAddress: novoIp() }),
  },
];
