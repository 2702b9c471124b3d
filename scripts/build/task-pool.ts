// Work the build starts and does not wait for at once (writing a file, drawing a preview), with
// a bound on how much is in flight: `add` resolves once there is room, `done` when all has ended,
// failing with the first task that failed.
export class TaskPool {
  private readonly pending = new Set<Promise<void>>();
  private failure: { error: unknown } | undefined;

  constructor(private readonly limit: number) {}

  async add(task: () => Promise<void>): Promise<void> {
    if (this.failure) throw this.failure.error;
    const running: Promise<void> = task().then(
      () => void this.pending.delete(running),
      (error: unknown) => {
        this.pending.delete(running);
        this.failure ??= { error };
      },
    );
    this.pending.add(running);
    if (this.pending.size >= this.limit) await Promise.race(this.pending);
  }

  async done(): Promise<void> {
    await Promise.all(this.pending);
    if (this.failure) throw this.failure.error;
  }
}
