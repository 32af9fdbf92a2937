// `npm start`: builds what is stale — the SPA, then the compiled server — and runs the compiled
// server (apps/api/dist/server.js) with plain Node: no TypeScript compiler at run time.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { compilarDesatualizados, root } from './compilar.mjs';

compilarDesatualizados();
const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/api/dist/server.js')],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
