import { BANNER_PLACE_LABELS } from "@/api/contract/banner";

export const placeChoices = Object.entries(BANNER_PLACE_LABELS).map(([id, name]) => ({ id, name }));
