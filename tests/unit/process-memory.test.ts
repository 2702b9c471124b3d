// The scale benchmark's memory figure (scripts/measure/process-memory.ts): a command's peak is
// what all its processes hold at once, not only its largest process.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runMeasured } from '../../scripts/measure/process-memory.ts';

const mb = 1024 * 1024;
/** Node code that fills `size` MB and keeps it for a while. */
const hold = (size: number) => `const b = Buffer.alloc(${size * mb}, 1); setTimeout(() => b.length, 1500);`;

describe.runIf(existsSync('/proc/self/smaps_rollup'))('process memory', () => {
  it('adds up a process and the child it waits for, and names the largest', { timeout: 30_000 }, async () => {
    const parent = `${hold(150)} require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(hold(100))}]);`;
    const run = await runMeasured(process.execPath, ['-e', parent], {});
    expect(run.status).toBe(0);
    expect(run.output).toBe('');
    expect(run.peakBytes!.largest).toBeGreaterThan(150 * mb);
    expect(run.peakBytes!.largest).toBeLessThan(250 * mb);
    expect(run.peakBytes!.together).toBeGreaterThan(250 * mb);
  });
});
