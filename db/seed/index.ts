import type { Db } from "../client";

/** Fills demo data when the database has none (helper C replaces this with the real seed). */
export async function seedIfEmpty(_db: Db) {}
