import { expect, test } from "bun:test";
import { breakpointOf } from "../use-breakpoint";

test("phones below 750 px, tablets up to 1024 px, desktops above", () => {
  expect(breakpointOf(375)).toBe("phone");
  expect(breakpointOf(749)).toBe("phone");
  expect(breakpointOf(750)).toBe("tablet");
  expect(breakpointOf(1023)).toBe("tablet");
  expect(breakpointOf(1024)).toBe("tablet");
  expect(breakpointOf(1025)).toBe("desktop");
  expect(breakpointOf(1920)).toBe("desktop");
});
