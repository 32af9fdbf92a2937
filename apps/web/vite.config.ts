import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Resolved without node:path so the config type-checks with the browser lib only.
const src = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const api = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
