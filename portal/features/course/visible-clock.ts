import { HEARTBEAT_MAX_CLAIM } from "@/api/contract/course";

/** The seconds a document lesson was on screen: wall time counted only while the page is visible. */
export class VisibleClock {
  private since: number | null;
  private pending = 0;

  constructor(
    visible: boolean,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.since = visible ? now() : null;
  }

  /** The page was shown or hidden. */
  setVisible(visible: boolean) {
    if (visible && this.since === null) this.since = this.now();
    if (!visible && this.since !== null) {
      this.pending += this.now() - this.since;
      this.since = null;
    }
  }

  /** Whole seconds on screen since the last take (at most one beat's claim). */
  take() {
    const now = this.now();
    const ms = this.pending + (this.since === null ? 0 : now - this.since);
    if (this.since !== null) this.since = now;
    const whole = Math.floor(ms / 1000);
    this.pending = ms - whole * 1000;
    return Math.min(whole, HEARTBEAT_MAX_CLAIM);
  }
}
