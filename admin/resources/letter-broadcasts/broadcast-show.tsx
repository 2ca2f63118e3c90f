import { FunctionField, NumberField, ReferenceField, Show, SimpleShowLayout, TextField } from "react-admin";
import type { LetterBroadcastRow } from "@/api/contract/letters-admin";
import { TimeField } from "../../components/time-field";
import { audienceText } from "./audience";

/** A sent letter as its recipients read it, with who sent it to whom. */
export function BroadcastShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="content" sx={{ whiteSpace: "pre-wrap" }} />
        <TextField source="link" emptyText="—" />
        <FunctionField<LetterBroadcastRow> source="audience" render={audienceText} />
        <ReferenceField source="userId" reference="users" link="show" emptyText="—">
          <TextField source="mobile" />
        </ReferenceField>
        <NumberField source="recipients" />
        <ReferenceField source="sentBy" reference="users" link={false} emptyText="—">
          <TextField source="chineseName" />
        </ReferenceField>
        <TimeField source="createdAt" />
      </SimpleShowLayout>
    </Show>
  );
}
