// Runs a command and watches its memory from outside: every few milliseconds, the memory of the
// command and of every process below it (Linux /proc). The build runs the Vite builds in a
// process of its own, so its peak is the sum over the processes alive at once, not the largest
// one alone (which is what `/usr/bin/time -v` reports). The sum counts each process's
// proportional share (PSS): pages the processes share, Node itself first, count once.
import { spawn, type SpawnOptions } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export interface Run {
  status: number | null;
  output: string;
  seconds: number;
  /** Peak of the processes' memory added up (PSS), and of the largest one (RSS); undefined without /proc. */
  peakBytes?: { together: number; largest: number };
}

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // the process ended meanwhile
  }
};

/** The process and all its descendants, by pid. */
function tree(pid: number): number[] {
  const all: number[] = [];
  const visit = (p: number) => {
    all.push(p);
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${p}/task`);
    } catch {
      return;
    }
    for (const task of tasks) for (const child of read(`/proc/${p}/task/${task}/children`).split(' ').filter(Boolean)) visit(Number(child));
  };
  visit(pid);
  return all;
}

const kB = (text: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0) * 1024;
const rssOf = (pid: number) => kB(read(`/proc/${pid}/status`), 'VmRSS');
const pssOf = (pid: number) => kB(read(`/proc/${pid}/smaps_rollup`), 'Pss');

export function runMeasured(command: string, args: readonly string[], options: SpawnOptions, everyMs = 20): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const watch = existsSync('/proc/self/status');
    const peak = { together: 0, largest: 0 };
    const sample = () => {
      if (!child.pid) return;
      const pids = tree(child.pid);
      peak.together = Math.max(peak.together, pids.map(pssOf).reduce((a, b) => a + b, 0));
      peak.largest = Math.max(peak.largest, ...pids.map(rssOf));
    };
    const timer = watch ? setInterval(sample, everyMs) : undefined;
    child.on('error', reject);
    child.on('close', (status) => {
      clearInterval(timer);
      resolve({ status, output, seconds: (performance.now() - started) / 1000, ...(watch ? { peakBytes: peak } : {}) });
    });
  });
}
