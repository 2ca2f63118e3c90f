import { NOTICE_TYPE_LABELS } from "@/api/contract/announcement";

export const typeChoices = Object.entries(NOTICE_TYPE_LABELS).map(([id, name]) => ({ id: Number(id), name }));
