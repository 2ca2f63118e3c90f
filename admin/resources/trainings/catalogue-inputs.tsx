import { AutocompleteArrayInput, ReferenceArrayInput } from "react-admin";
import { tagLabel } from "@/api/contract/learning-admin";

/** Choices fetched at once: a few dozen industries and tags; typing searches the api beyond them. */
const CHOICES = 200;

/**
 * 行业 and 标签 of a session's form, the portal's catalogue filters (docs/decisions/0008). Tags read
 * 「产品 · 搜索推广」 and come kind by kind; the api takes at most 20 of each.
 */
export function CatalogueInputs() {
  return (
    <>
      <ReferenceArrayInput source="industryIds" reference="training-industries" sort={{ field: "sort", order: "ASC" }} perPage={CHOICES}>
        <AutocompleteArrayInput optionText="title" fullWidth helperText={false} />
      </ReferenceArrayInput>
      <ReferenceArrayInput source="tagIds" reference="learning-tags" sort={{ field: "kind", order: "ASC" }} perPage={CHOICES}>
        <AutocompleteArrayInput optionText={tagLabel} fullWidth helperText="app.trainings.catalogue_help" />
      </ReferenceArrayInput>
    </>
  );
}
