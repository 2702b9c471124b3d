// A display for a browser that needs one (WebKitGTK's MiniBrowser has no headless mode): the
// desktop's own, or a private Xvfb started here and stopped with the tests.
import { spawn } from 'node:child_process';

export interface Display {
  /** The value for $DISPLAY. */
  name: string;
  stop: () => void;
}

export async function openDisplay(): Promise<Display> {
  if (process.env.DISPLAY) return { name: process.env.DISPLAY, stop: () => {} };
  // -displayfd: Xvfb picks a free display number and writes it to file descriptor 3.
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  const number = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    xvfb.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before opening a display: ${err.trim()}`)));
  });
  return { name: `:${number}`, stop: () => xvfb.kill() };
}
