import type { BunPlugin } from "bun";
import { parseSync } from "oxc-parser";

type Node = { type: string; start: number; [key: string]: unknown };

/** Wrappers that pass a statement's value through unused: a call inside them is still made for its effect. */
const PASS_THROUGH = new Set(["ChainExpression", "AwaitExpression", "ParenthesizedExpression", "TSNonNullExpression", "UnaryExpression"]);

/**
 * The source with `/* @__PURE__ *\/` before every call whose value is used (not a statement of its own), so the
 * bundler may drop a schema, a call definition or a constant's computation that nothing imports. Without it every
 * top-level `v.object(...)` of a contract file reaches every bundle that imports anything from the file: the back
 * office's form schemas in the portal's entry (docs/decisions/0017-code-splitting.md). Calls made for their effect are
 * statements (`v.setGlobalMessage(...)`) and stay as they are.
 */
export function markPureCalls(path: string, source: string) {
  const { program, errors } = parseSync(path, source);
  if (errors.length) throw new Error(`${path}: ${errors[0]?.message}`);
  const starts = new Set<number>();
  const visit = (node: Node, statement: boolean) => {
    if ((node.type === "CallExpression" || node.type === "NewExpression") && !statement) starts.add(node.start);
    const childStatement = node.type === "ExpressionStatement" || (statement && PASS_THROUGH.has(node.type));
    for (const [key, value] of Object.entries(node)) {
      if (key === "parent") continue;
      for (const child of Array.isArray(value) ? value : [value])
        if (child && typeof child === "object" && typeof child.type === "string") visit(child as Node, childStatement);
    }
  };
  visit(program as unknown as Node, false);
  let out = source;
  for (const at of [...starts].sort((a, b) => b - a)) out = `${out.slice(0, at)}/* @__PURE__ */ ${out.slice(at)}`;
  return out;
}

/** The bundler's side of markPureCalls, for the contract files the server, the portal and the back office share. */
export const pureContracts: BunPlugin = {
  name: "pure-contracts",
  setup(build) {
    build.onLoad({ filter: /[\\/]api[\\/]contract[\\/].+\.ts$/ }, async ({ path }) => ({
      contents: markPureCalls(path, await Bun.file(path).text()),
      loader: "ts",
    }));
  },
};
