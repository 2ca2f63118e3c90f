import { trainings } from "@/db/schema/training";

/** The live sessions' learning tags (trainings.tag_ids): the learning module keeps a tag some session carries. */
export const sessionTagIds = trainings.tagIds;
