import { equalsInt, flag, search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { HelpEntryFormSchema } from "@/api/contract/help";
import type { HelpEntryRow } from "@/api/contract/help-admin";
import { httpError } from "@/api/protocol/errors";
import type { Tx } from "@/db/client";
import { helpEntries } from "@/db/schema/help";
import { helpCategoryExists } from "../queries";
import { indexHelpEntry, unindexHelpEntry } from "../search-index";

async function checkCategory(tx: Tx, categoryId: number) {
  if (!(await helpCategoryExists(tx, categoryId))) throw httpError(400, "请选择有效的分类");
}

/**
 * The help center's entries (FAQ) with their vote counts. Site search indexes each one (type 4) in the write's own
 * transaction: a new entry takes its id from the sequence first, so its document can be written before the insert.
 */
export const helpEntriesResource = defineResource<HelpEntryRow>()({
  name: "help-entries",
  table: helpEntries,
  sortable: {
    categoryId: helpEntries.categoryId,
    sort: helpEntries.sort,
    helpful: helpEntries.helpful,
    unhelpful: helpEntries.unhelpful,
    updatedAt: helpEntries.updatedAt,
  },
  filters: {
    q: search(helpEntries.question, helpEntries.answer),
    categoryId: equalsInt(helpEntries.categoryId),
    published: flag(helpEntries.published),
  },
  serialize: (e) => ({
    id: e.id,
    categoryId: e.categoryId,
    question: e.question,
    answer: e.answer,
    sort: e.sort,
    published: e.published === 1,
    helpful: e.helpful,
    unhelpful: e.unhelpful,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  }),
  create: {
    schema: HelpEntryFormSchema,
    async values(input, { tx }) {
      await checkCategory(tx, input.categoryId);
      return input;
    },
  },
  update: {
    schema: HelpEntryFormSchema,
    async values(input, { tx }) {
      await checkCategory(tx, input.categoryId);
      return { ...input, updatedAt: new Date() };
    },
  },
  afterWrite: (row, { tx }) => indexHelpEntry(tx, row),
  remove: { check: ({ tx, before }) => unindexHelpEntry(tx, before.id) },
});
