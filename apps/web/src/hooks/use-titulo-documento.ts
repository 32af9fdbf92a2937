import { useEffect } from 'react';
import { tituloDocumento } from '@/lib/site';

/**
 * Names the browser tab after what the page shows (a solution's title) once it is known. The
 * route's own title, set on navigation, covers the moments before and after.
 */
export function useTituloDocumento(titulo: string | null | undefined): void {
  useEffect(() => {
    if (!titulo) return;
    const anterior = document.title;
    document.title = tituloDocumento(titulo);
    return () => {
      document.title = anterior;
    };
  }, [titulo]);
}
