import type { ReactElement } from "react";
import { AutocompleteInput, BooleanInput, ReferenceInput } from "react-admin";
import { SearchFilter } from "./search-filter";

/**
 * The filters of a list of learners' texts on courses (comments, lesson questions, public notes): a search, the
 * course, and hidden or not; `extra` comes between the course and hidden.
 */
export const courseTextFilters = (...extra: ReactElement[]) => [
  <SearchFilter key="q" source="q" alwaysOn />,
  <ReferenceInput key="courseId" source="courseId" reference="courses" alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  ...extra,
  <BooleanInput key="hidden" source="hidden" />,
];
