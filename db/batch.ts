type Waiting<I, O> = { item: I; resolve: (out: O) => void; reject: (e: unknown) => void };

/**
 * Group commit: concurrent calls go to `flush` together, at most `lanes` batches in flight at a time (one unless
 * told), and the calls that arrive while every lane is busy gather into the next batch; so batches stay at one item
 * when the database keeps up and grow (to `max`) when it does not. `flush` answers one result per item, in order.
 * When a batch of several fails, each of its items is tried again alone: one item the database refuses must not fail
 * the others with it. More lanes let a statement that waits on its commit overlap with the next one's work; the
 * batches of two lanes must then never wait on each other in a circle (lock rows in one order).
 */
export function batcher<I, O>(flush: (items: I[]) => Promise<O[]>, max = 200, lanes = 1) {
  const waiting: Waiting<I, O>[] = [];
  let running = 0;
  let scheduled = false;

  async function run(batch: Waiting<I, O>[]) {
    try {
      const out = await flush(batch.map((w) => w.item));
      for (const [i, w] of batch.entries()) w.resolve(out[i]);
    } catch (e) {
      if (batch.length === 1) batch[0].reject(e);
      else for (const w of batch) await run([w]);
    }
  }

  function pump() {
    while (running < lanes && waiting.length) {
      running++;
      void run(waiting.splice(0, max)).finally(() => {
        running--;
        pump();
      });
    }
  }

  return (item: I) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (scheduled || running >= lanes) return;
      scheduled = true;
      // After this turn's microtasks: calls made together leave together.
      queueMicrotask(() => {
        scheduled = false;
        pump();
      });
    });
}
