/**
 * A chunked request body of about `total` bytes, `prefix`, 64 KB runs of spaces, then `suffix`, that counts how much of
 * it the server pulled: a server that gives up early pulls a few chunks, one that reads everything pulls all of it.
 */
export function streamedBody(total: number, prefix: string, suffix: string) {
  const spaces = new Uint8Array(64 * 1024).fill(0x20);
  const encode = (text: string) => new TextEncoder().encode(text);
  let pulled = 0;
  let ended = false;
  const body = new ReadableStream<Uint8Array>({
    pull(ctl) {
      if (ended) return ctl.close();
      const chunk = pulled === 0 ? encode(prefix) : pulled >= total ? encode(suffix) : spaces;
      ended = pulled >= total;
      ctl.enqueue(chunk);
      pulled += chunk.byteLength;
    },
  });
  return { body, pulled: () => pulled };
}
