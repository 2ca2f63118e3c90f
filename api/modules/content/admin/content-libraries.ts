import { LIBRARY } from "@/db/schema/content";
import { libraryResource } from "./content-items";

/** The four libraries the operators fill (spec 001 "Solutions, cases and ideas"). */
export const contentSolutionsResource = libraryResource("content-solutions", "solution", LIBRARY.solution);
export const contentCasesResource = libraryResource("content-cases", "case", LIBRARY.case);
export const contentIdeasResource = libraryResource("content-ideas", "idea", LIBRARY.idea);
export const contentRewardsResource = libraryResource("content-rewards", "reward", LIBRARY.reward);
