/** Where log lines go; the app factory's caller picks one (the server: stdout; tests: none, or a list to assert on). */
export type LogSink = (line: string) => void;

/** How long a line may wait in the buffer before it is written. */
const FLUSH_MS = 200;

/**
 * Standard output, buffered: lines are written in batches (when 64 KB pile up, and every 200 ms) rather than one write
 * a request, which cost a fifth of the throughput (docs/decisions/0023). On exit the buffer is flushed; a kill -9
 * loses at most the last 200 ms of lines.
 */
export function stdoutSink(): LogSink {
  return bufferedSink(Bun.stdout.writer({ highWaterMark: 64 * 1024 }));
}

/** Any file, buffered like stdout (the benchmark's in-process server writes its log to /dev/null, at the same cost). */
export function bufferedSink(writer: Bun.FileSink): LogSink {
  setInterval(() => writer.flush(), FLUSH_MS).unref();
  process.on("exit", () => writer.flush());
  return (line) => {
    writer.write(line);
  };
}
