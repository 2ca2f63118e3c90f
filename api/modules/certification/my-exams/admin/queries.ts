import { sql } from "drizzle-orm";
import { invoiceRequests } from "@/db/schema/certification/requests";

/** Invoice requests still waiting past the promised months. */
export const invoicesOverdue = (dueMonths: number) =>
  sql`${invoiceRequests.status} = 'requested' and ${invoiceRequests.createdAt} < now() - make_interval(months => ${dueMonths}::int)`;
