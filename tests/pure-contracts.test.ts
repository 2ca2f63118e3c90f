import { describe, expect, test } from "bun:test";
import { markPureCalls } from "@/scripts/pure-contracts";

describe("markPureCalls (the build's contract plugin)", () => {
  test("marks calls whose value is used, and the calls inside them, text of any script kept in place", () => {
    const out = markPureCalls("a.ts", 'export const A = v.object({ name: v.string("请填写姓名") });');
    expect(out).toBe('export const A = /* @__PURE__ */ v.object({ name: /* @__PURE__ */ v.string("请填写姓名") });');
  });

  test("leaves a call made for its effect alone, awaited or not, so the bundler keeps it", () => {
    const source = 'v.setGlobalMessage(() => "参数格式错误");\nasync function f(s: Set<number>) { s.add(1); await g(); return h(); }';
    expect(markPureCalls("a.ts", source)).toBe(
      'v.setGlobalMessage(() => "参数格式错误");\nasync function f(s: Set<number>) { s.add(1); await g(); return /* @__PURE__ */ h(); }',
    );
  });

  test("marks a chained definition once, at its start", () => {
    expect(markPureCalls("a.ts", 'const c = defineCall({ path: "x" }).returns<T>();')).toBe(
      'const c = /* @__PURE__ */ defineCall({ path: "x" }).returns<T>();',
    );
  });
});
