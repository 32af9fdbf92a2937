import { matchRoutes } from 'react-router';
import { rotas } from './router';

/**
 * Whether the router has a page at `caminho` other than its catch-all "not found" (`*`). The
 * server asks the route table itself (through the server bundle), so an address added to the
 * router answers 200 and every other one 404, with no second list to keep in step.
 */
export function rotaExiste(caminho: string): boolean {
  const encontradas = matchRoutes(rotas, caminho);
  return encontradas !== null && encontradas.at(-1)?.route.path !== '*';
}
