import net from 'node:net';

/** The preferred port when it is free on 127.0.0.1, otherwise one the OS picks. */
export async function freePort(preferred = 0): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        const chosen = typeof address === 'object' && address ? address.port : null;
        server.close(() => resolve(chosen));
      });
    });
  if (preferred > 0) {
    const port = await tryListen(preferred);
    if (port) return port;
  }
  const port = await tryListen(0);
  if (!port) throw new Error('Could not find a free TCP port on 127.0.0.1');
  return port;
}
