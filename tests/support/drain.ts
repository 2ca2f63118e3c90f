/** Reads a child's output to its end, dropping it: a server's access log would otherwise fill the pipe and stall it. */
export async function drain(reader: ReadableStreamDefaultReader<Uint8Array>) {
  while (!(await reader.read()).done);
}
