import { eq, type SQL, sql } from "drizzle-orm";
import { searchDocuments } from "@/db/schema/search";

/** The source ids the site search holds a document for, of one type, as a subquery (`id in …`). */
export const indexedSourceIds = (type: number): SQL =>
  sql`(select ${searchDocuments.sourceId} from ${searchDocuments} where ${eq(searchDocuments.type, type)})`;
