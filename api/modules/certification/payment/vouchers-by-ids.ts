/** What other modules may read of exam vouchers by id (the codes a learning card carries). */
export { vouchersByIds } from "./vouchers-by-ids/queries";
