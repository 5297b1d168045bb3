/**
 * Response time of one answer: from the moment the sum is shown to the moment the answer is given.
 * Pausing (the tab hidden, the sum being read aloud) stops the clock, so a child is not timed for
 * what they could not act on. Pure: the clock is passed in.
 */
export class ResponseTimer {
  private shownAt: number | null = null;
  private pausedAt: number | null = null;
  private pausedTotal = 0;

  /** The sum is visible from `now` on. */
  start(now: number): void {
    this.shownAt = now;
    this.pausedAt = null;
    this.pausedTotal = 0;
  }

  get running(): boolean {
    return this.shownAt !== null;
  }

  pause(now: number): void {
    if (this.shownAt !== null && this.pausedAt === null) this.pausedAt = now;
  }

  resume(now: number): void {
    if (this.pausedAt === null) return;
    this.pausedTotal += Math.max(0, now - this.pausedAt);
    this.pausedAt = null;
  }

  /** Milliseconds counted so far (0 before start). */
  elapsed(now: number): number {
    if (this.shownAt === null) return 0;
    const end = this.pausedAt ?? now;
    return Math.max(0, end - this.shownAt - this.pausedTotal);
  }

  /** Stops the clock and returns the response time in whole ms; never below 1 for a shown sum. */
  stop(now: number): number {
    if (this.shownAt === null) throw new Error('ResponseTimer.stop before start');
    const ms = Math.max(1, Math.round(this.elapsed(now)));
    this.shownAt = null;
    this.pausedAt = null;
    this.pausedTotal = 0;
    return ms;
  }
}
