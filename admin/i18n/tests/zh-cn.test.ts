import { describe, expect, test } from "bun:test";
import englishMessages from "ra-language-english";
import { zhCN } from "../zh-cn";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (s: string) => [...new Set([...s.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

const english = flatten(englishMessages as unknown as Tree);
const chinese = flatten(zhCN as unknown as Tree);

describe("zh-CN messages of the back office", () => {
  test("cover every key of ra-language-english", () => {
    const missing = [...english.keys()].filter((k) => !chinese.has(k));
    expect(missing).toEqual([]);
  });

  test("keep each message's placeholders, in the one plural form Chinese has", () => {
    for (const [key, en] of english) {
      const zh = chinese.get(key) ?? "";
      expect({ key, forms: zh.split("||||").length }).toEqual({ key, forms: 1 });
      if (en.includes("||||")) {
        // One phrase for every count: it names the count, and uses no placeholder English lacks.
        expect({ key, smartCount: zh.includes("%{smart_count}") }).toEqual({ key, smartCount: true });
        expect({ key, unknown: placeholders(zh).filter((p) => !placeholders(en).includes(p)) }).toEqual({ key, unknown: [] });
      } else {
        expect({ key, placeholders: placeholders(zh) }).toEqual({ key, placeholders: placeholders(en) });
      }
    }
  });

  test("are Chinese wherever English shows words", () => {
    const untranslated = [...english].filter(([key, en]) => {
      const words = en.replace(/%\{\w+\}/g, "");
      return /[A-Za-z]{2,}/.test(words) && !/[\u4e00-\u9fff]/.test(chinese.get(key) ?? "");
    });
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
