/**
 * A loopback port that reads each request's head and then drops the connection without a byte
 * of response: a genuine connection reset, which Deno.serve cannot produce. `onCall` gets the
 * request path so the caller can count calls per lane.
 */
export function startResetListener(onCall: (path: string) => void): { url: string; close(): void } {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const connections = new Set<Deno.Conn>();
  (async () => {
    for await (const connection of listener) {
      connections.add(connection);
      (async () => {
        const buffer = new Uint8Array(8192);
        let head = '';
        try {
          while (!head.includes('\r\n\r\n')) {
            const read = await connection.read(buffer);
            if (read === null) break;
            head += new TextDecoder().decode(buffer.subarray(0, read));
          }
          onCall(head.split(' ')[1] ?? '/');
        } catch {
          // The client gave up first; nothing to count.
        } finally {
          connections.delete(connection);
          try {
            connection.close();
          } catch {
            // Already closed.
          }
        }
      })();
    }
  })().catch(() => {});
  const { port } = listener.addr as Deno.NetAddr;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      listener.close();
      for (const connection of connections) connection.close();
    },
  };
}
