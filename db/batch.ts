type Waiting<I, O> = { item: I; resolve: (out: O) => void; reject: (e: unknown) => void };

/**
 * Group commit: concurrent calls go to `flush` together, one batch in flight at a time, and the calls that arrive
 * while it runs gather into the next one; so batches stay at one item when the database keeps up and grow (to `max`)
 * when it does not. `flush` answers one result per item, in order. When a batch of several fails, each of its items
 * is tried again alone: one item the database refuses must not fail the others with it.
 */
export function batcher<I, O>(flush: (items: I[]) => Promise<O[]>, max = 200) {
  const waiting: Waiting<I, O>[] = [];
  let draining = false;

  async function run(batch: Waiting<I, O>[]) {
    try {
      const out = await flush(batch.map((w) => w.item));
      for (const [i, w] of batch.entries()) w.resolve(out[i]);
    } catch (e) {
      if (batch.length === 1) batch[0].reject(e);
      else for (const w of batch) await run([w]);
    }
  }

  async function drain() {
    while (waiting.length) await run(waiting.splice(0, max));
    draining = false;
  }

  return (item: I) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (draining) return;
      draining = true;
      // After this turn's microtasks: calls made together leave together.
      queueMicrotask(() => void drain());
    });
}
