/** A free port for several processes to share with reusePort (with PORT=0 each would listen on one of its own). */
export function freePort() {
  const probe = Bun.serve({ port: 0, fetch: () => new Response() });
  const port = Number(probe.port);
  probe.stop(true);
  return port;
}
