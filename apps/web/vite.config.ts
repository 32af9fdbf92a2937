import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// Resolved without node:path so the config type-checks with the browser lib only.
const src = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const api = 'http://localhost:3000';

/**
 * The entry script only imports the app dynamically (on a public page, at the visitor's first
 * gesture). The empty shell of the other pages needs the app at once: index.html lists its
 * modules as preloads, fetched alongside the entry instead of after it. The server removes
 * them from the pages it renders, which must not download the app before the gesture.
 */
function precarregarApp(): Plugin {
  return {
    name: 'precarregar-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        const arquivos = new Set<string>();
        const visitar = (arquivo: string) => {
          const importado = bundle[arquivo];
          if (arquivos.has(arquivo) || arquivo === chunk.fileName || importado?.type !== 'chunk') {
            return;
          }
          arquivos.add(arquivo);
          importado.imports.forEach(visitar);
        };
        chunk.dynamicImports.forEach(visitar);
        return [...arquivos].map((arquivo) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${arquivo}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precarregarApp()],
  resolve: { alias: { '@': src } },
  server: {
    proxy: { '/api': api, '/conteudo': api },
  },
  // The server-rendering bundle (dist-ssr, loaded by the API) carries its own copy of every
  // library, in production mode whatever NODE_ENV the API runs under: React's development build
  // renders three times slower and warns in the server's log.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: {
    // One stylesheet in the HTML: a server-rendered page paints with the styles of every
    // component it shows long before the code of its routes (which would bring their own
    // sheets) is loaded.
    cssCodeSplit: false,
    // The browser tests read the manifest to tell which chunk holds which feature.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router change rarely and every page needs them: a separately cached file.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
