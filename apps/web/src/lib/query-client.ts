import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

/** A query cache with the app's defaults: the browser's one below, and one per server render. */
export const criarQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx answer will not change on retry; one retry covers a transient network hiccup
        // without keeping skeletons on screen for long.
        retry: (falhas, erro) => !(erro instanceof ApiError && erro.status < 500) && falhas < 1,
        refetchOnWindowFocus: false,
      },
    },
  });

/**
 * The browser's one query cache. The router's session guard reads it before a protected page
 * renders, so it lives outside React.
 */
export const queryClient = criarQueryClient();
