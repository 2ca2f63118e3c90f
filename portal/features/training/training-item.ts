/** A session in a list; times are UTC+8 text. */
export type { TrainingItem } from "@/api/contract/training";
