/** Fixed-window counters kept in memory: enough for one process, which is how Reayah runs. */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly now: () => Date;

  constructor(limit: number, windowMs: number, now: () => Date = () => new Date()) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.now = now;
  }

  /** Counts one hit; answers the seconds to wait when the limit is already reached. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const at = this.now().getTime();
    const current = this.windows.get(key);
    if (!current || current.resetAt <= at) {
      this.prune(at);
      this.windows.set(key, { count: 1, resetAt: at + this.windowMs });
      return { allowed: true };
    }
    if (current.count >= this.limit) {
      return { allowed: false, retryAfterSeconds: Math.ceil((current.resetAt - at) / 1000) };
    }
    current.count += 1;
    return { allowed: true };
  }

  isBlocked(key: string): boolean {
    const current = this.windows.get(key);
    return !!current && current.resetAt > this.now().getTime() && current.count >= this.limit;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(at: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, w] of this.windows) if (w.resetAt <= at) this.windows.delete(key);
  }
}
