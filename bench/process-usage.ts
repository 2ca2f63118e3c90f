import { readFileSync } from "node:fs";

/** CPU time so far (µs) and resident memory (bytes) of a process: the server under test. */
export type Usage = { cpuMicros: number; rssBytes: number };

/** This process (a server on PGlite runs inside the benchmark, so its figures include the benchmark's own). */
export function ownUsage(): Usage {
  const cpu = process.cpuUsage();
  return { cpuMicros: cpu.user + cpu.system, rssBytes: process.memoryUsage().rss };
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** Another process, read from /proc (Linux): utime + stime, and VmRSS. */
export function processUsage(pid: number): Usage {
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14th and 15th.
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return { cpuMicros: (ticks / TICKS) * 1e6, rssBytes: Number(rss?.[1] ?? 0) * 1024 };
}
