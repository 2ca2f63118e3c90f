import { inArray, or, type SQL } from "drizzle-orm";
import type { TagKind } from "@/api/contract/learning-admin";
import { learningTags } from "@/db/schema/learning";

/** Tags matching by name, or of one of these kinds (when any). */
export const namedOrOfKinds = (named: SQL, kinds: TagKind[]) => (kinds.length ? or(named, inArray(learningTags.kind, kinds)) : named);
