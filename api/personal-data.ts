import type { Db, Tx } from "@/db/client";

/**
 * One kind of data held about a person, as my/ExportData and my/CloseAccount both read it from one list
 * (api/modules/personal-data.ts; docs/decisions/0046). `tables` names every table holding it: a test fails when a
 * table with a column naming a person is in no holding, so a new one cannot be forgotten.
 */
export type Holding = {
  /** The archive's key for it. */
  key: string;
  /** The tables it lives in, by their SQL names. */
  tables: string[];
  /** What the archive holds of it, read through the owning module's functions; or why it is not the person's to take. */
  export: ((db: Db, userId: number) => Promise<unknown>) | { notExported: string };
  /**
   * On closing, inside its transaction: erase (or anonymise) it, answering the storage keys of the person's files
   * to delete once it commits; or why it is kept (what the law, accounting or others' records need).
   */
  close: ((tx: Tx, userId: number) => Promise<string[]>) | { kept: string };
};

/** A close that erases through the module's own function and leaves no files to delete. */
export const erased =
  (erase: (tx: Tx, userId: number) => Promise<unknown>) =>
  async (tx: Tx, userId: number): Promise<string[]> => {
    await erase(tx, userId);
    return [];
  };
