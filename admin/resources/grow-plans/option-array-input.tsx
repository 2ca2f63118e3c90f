import { AutocompleteArrayInput, ReferenceArrayInput } from "react-admin";

/** Interest survey options of one category (2 post, 4 growth stage, 3 industry); none chosen serves any. */
export function OptionArrayInput({ source, cateId }: { source: string; cateId: 2 | 3 | 4 }) {
  return (
    <ReferenceArrayInput
      source={source}
      reference="interest-options"
      filter={{ cateId }}
      sort={{ field: "sort", order: "ASC" }}
      perPage={100}
    >
      <AutocompleteArrayInput optionText="title" helperText="app.grow_plans.any_help" sx={{ minWidth: 320 }} />
    </ReferenceArrayInput>
  );
}
