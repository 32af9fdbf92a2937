import { connect, createServer, type Socket } from 'node:net';

export type ModoProxy = 'passa' | 'recusa' | 'silencia';

/**
 * A TCP proxy in front of the test PostgreSQL: the test can make the database "go away" for one
 * app (cut every connection and refuse or swallow new ones) without touching the machine's
 * database service, which other tests and people are using.
 */
export async function criarProxyTcp(destino: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let modo: ModoProxy = 'passa';
  const guardar = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((cliente) => {
    guardar(cliente);
    if (modo === 'recusa') return void cliente.destroy();
    // 'silencia': the connection opens and nothing ever answers, like a host gone from the network.
    if (modo === 'silencia') return;
    const servidor = connect(destino.port, destino.host);
    guardar(servidor);
    cliente.pipe(servidor).pipe(cliente);
    servidor.on('close', () => cliente.destroy());
    cliente.on('close', () => servidor.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    /** Cuts every open connection, then handles new ones as `novoModo` says. */
    mudar(novoModo: ModoProxy) {
      modo = novoModo;
      if (novoModo !== 'passa') for (const socket of sockets) socket.destroy();
    },
    fechar: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
