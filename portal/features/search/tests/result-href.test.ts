import { expect, test } from "bun:test";
import { resultHref } from "../search";

test("a position found by search says so on its page (?from=search); other results keep their address", () => {
  expect(resultHref({ t: 5, url: "/ZhaoPin/Detail/12" })).toBe("/ZhaoPin/Detail/12?from=search");
  expect(resultHref({ t: 5, url: "/ZhaoPin/Detail/12?x=1" })).toBe("/ZhaoPin/Detail/12?x=1&from=search");
  expect(resultHref({ t: 2, url: "/MoocTraining/Detail/demo" })).toBe("/MoocTraining/Detail/demo");
});
