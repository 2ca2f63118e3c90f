import * as v from "valibot";
import { int, requiredText } from "./admin-form";

/** What the back office writes for the catalogue's learning tags (operators only). */

/**
 * The kinds of learning tags the catalogue filters by (spec 001: resources, product, gangwei on the training list;
 * the course pages add theme, target, growstep, certs and usertar). Industries are the training industries.
 */
export const TAG_KINDS = ["resources", "product", "gangwei", "theme", "target", "growstep", "certs", "usertar"] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/** The kinds of tag as operators read them (keys kept in step with TAG_KINDS by `satisfies`). */
export const TAG_KIND_LABELS = {
  resources: "资源类型",
  product: "产品",
  gangwei: "岗位",
  theme: "主题",
  target: "学习目标",
  growstep: "成长阶段",
  certs: "认证",
  usertar: "适用人群",
} as const satisfies Record<TagKind, string>;

const TAG_KIND_KEYS = Object.keys(TAG_KIND_LABELS) as TagKind[];

export const LearningTagSchema = v.object({
  kind: v.picklist(TAG_KIND_KEYS, "请选择标签类型"),
  name: requiredText(30, "请输入标签名称", "标签名称不能超过30个字"),
  sort: v.nullish(int(0, 9999, "排序须为0-9999的整数"), 0),
});

/** 「产品 · 搜索推广」: a tag named with its kind, since the same name may stand under two kinds. */
export function tagLabel(tag: { kind: string; name: string }) {
  const kind = TAG_KIND_LABELS[tag.kind as TagKind] ?? tag.kind;
  return `${kind} · ${tag.name}`;
}

/** A learning tag as the back office lists and edits it. */
export type LearningTagRow = { id: number; kind: TagKind; name: string; sort: number };
