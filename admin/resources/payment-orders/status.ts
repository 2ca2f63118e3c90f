import { ORDER_STATUS_LABELS } from "../../../api/contract/payment";

/** The order states with the names the operator reads. */
export const ORDER_STATUS_CHOICES = Object.entries(ORDER_STATUS_LABELS).map(([id, name]) => ({ id, name }));
