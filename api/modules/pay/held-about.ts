/** What a data export (my/ExportData) reads of payments: the person's orders. */
export { ordersHeldAbout } from "./queries";
