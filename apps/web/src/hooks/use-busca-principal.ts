import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ID_BUSCA } from '@/components/layout/alvos-de-atalho';

/**
 * Marks a page's main search box as the target of "Ir para a busca [3]", and focuses it when the
 * address asks for it (`#busca`: the shortcut from a page that has no search of its own).
 * Spread the result onto the input.
 */
export function useBuscaPrincipal() {
  const ref = useRef<HTMLInputElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${ID_BUSCA}`) ref.current?.focus();
  }, [hash]);
  return { id: ID_BUSCA, ref };
}
