/** How a seed reports its steps; scripts/seed.ts draws a progress bar per step, the server stays quiet. */
type SeedStep = { tick: (n?: number) => void; done: () => void };
export type SeedLog = { step: (label: string, total: number) => SeedStep };

export const silentLog: SeedLog = { step: () => ({ tick() {}, done() {} }) };
