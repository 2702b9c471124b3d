// What a child process of the build (Vite's, the checks') ends with: its last message, once it
// has exited well; a failure names the process, and carries its exit code.
import type { ChildProcess } from 'node:child_process';

export function outcome<T>(child: ChildProcess, what: string, onMessage: (message: unknown) => void = () => {}): Promise<T> {
  const done = new Promise<T>((resolve, reject) => {
    let last: unknown;
    child.on('message', (message) => {
      last = message;
      onMessage(message);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 && last !== undefined ? resolve(last as T) : reject(Object.assign(new Error(`${what} failed (${signal ?? `exit code ${code}`})`), { exitCode: code }))));
  });
  done.catch(() => {}); // awaited later; a failure elsewhere first must not report this as unhandled
  return done;
}
