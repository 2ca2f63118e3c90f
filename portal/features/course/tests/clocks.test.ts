import { describe, expect, test } from "bun:test";
import { HEARTBEAT_MAX_CLAIM } from "@/api/contract/course";
import { PlayClock } from "../play-clock";
import { VisibleClock } from "../visible-clock";

/** timeupdate positions every `every` seconds of media time from `from` to `to`. */
const ticks = (clock: PlayClock, from: number, to: number, every = 0.25) => {
  for (let t = from; t <= to + 1e-9; t += every) clock.tick(t, true);
};

describe("PlayClock", () => {
  test("counts the media time played, keeping the fraction for the next beat", () => {
    const clock = new PlayClock();
    ticks(clock, 10, 15.5);
    expect(clock.take()).toBe(5);
    ticks(clock, 15.75, 16);
    expect(clock.take()).toBe(1);
    expect(clock.take()).toBe(0);
  });

  test("a seek forward or back earns nothing, and playing on from there counts again", () => {
    const clock = new PlayClock();
    ticks(clock, 0, 4);
    clock.seek();
    clock.tick(300, true);
    ticks(clock, 300.25, 302);
    clock.tick(100, true); // a step back without a seeking event
    expect(clock.take()).toBe(6);
  });

  test("a jump without a seeking event is not counted either", () => {
    const clock = new PlayClock();
    clock.tick(0, true);
    clock.tick(50, true);
    expect(clock.take()).toBe(0);
  });

  test("positions reported while paused do not count", () => {
    const clock = new PlayClock();
    clock.tick(1, false);
    clock.tick(2, false);
    expect(clock.take()).toBe(0);
  });

  test("one beat claims at most what the server accepts", () => {
    const clock = new PlayClock();
    ticks(clock, 0, 200, 1);
    expect(clock.take()).toBe(HEARTBEAT_MAX_CLAIM);
  });
});

describe("VisibleClock", () => {
  test("counts wall time only while the page is visible", () => {
    let now = 0;
    const clock = new VisibleClock(true, () => now);
    now = 5_000;
    clock.setVisible(false);
    now = 60_000;
    clock.setVisible(true);
    now = 67_500;
    expect(clock.take()).toBe(12);
    now = 68_000;
    expect(clock.take()).toBe(1);
  });

  test("a page hidden from the start counts nothing until shown", () => {
    let now = 0;
    const clock = new VisibleClock(false, () => now);
    now = 30_000;
    expect(clock.take()).toBe(0);
  });
});
