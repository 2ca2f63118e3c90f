import { HEARTBEAT_MAX_CLAIM } from "@/api/contract/course";

/** Between two timeupdate events playback moves well under this (4 Hz at 2x: 0.5 s); a larger step is a seek. */
const MAX_STEP = 3;

/**
 * The seconds a video actually played, summed from its timeupdate positions: forward steps while playing count,
 * seeks (a jump, a step back, or anything after `seeking`) do not, so dragging the bar earns nothing.
 */
export class PlayClock {
  private last: number | null = null;
  private pending = 0;

  /** A timeupdate at `time` (seconds); `playing` is false while paused or seeking. */
  tick(time: number, playing: boolean) {
    const step = this.last === null ? 0 : time - this.last;
    if (playing && step > 0 && step <= MAX_STEP) this.pending += step;
    this.last = time;
  }

  /** A seek started: the next position is a new starting point. */
  seek() {
    this.last = null;
  }

  /** Whole seconds played since the last take (at most one beat's claim); the fraction waits for the next. */
  take() {
    const whole = Math.floor(this.pending);
    this.pending -= whole;
    return Math.min(whole, HEARTBEAT_MAX_CLAIM);
  }
}
