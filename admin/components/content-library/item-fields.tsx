import { BooleanInput, NumberInput, TextInput } from "react-admin";

/** Tags arrive as a list of names and are typed as one text, split by commas. */
const formatTags = (tags: unknown) => (Array.isArray(tags) ? tags.join("，") : ((tags as string | undefined) ?? ""));

/** The fields every library item shares: title, cover, summary, body (plain text), tags, published, sort. */
export function ItemFields() {
  return (
    <>
      <TextInput source="title" fullWidth />
      <TextInput source="cover" fullWidth helperText="app.content.cover_help" />
      <TextInput source="summary" multiline minRows={2} fullWidth />
      <TextInput source="body" multiline minRows={8} fullWidth helperText="app.content.body_help" />
      <TextInput source="tags" format={formatTags} fullWidth helperText="app.content.tags_help" />
      <BooleanInput source="published" />
      <NumberInput source="sort" helperText="app.content.sort_help" />
    </>
  );
}

export const ITEM_DEFAULTS = { published: true, sort: 0, tags: [], cover: "", summary: "", body: "" };
