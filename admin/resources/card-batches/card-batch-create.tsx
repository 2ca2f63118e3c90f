import { valibotResolver } from "@hookform/resolvers/valibot";
import {
  AutocompleteArrayInput,
  Create,
  downloadCSV,
  NumberInput,
  ReferenceArrayInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRedirect,
} from "react-admin";
import { type CardBatchMade, CardBatchSchema } from "@/api/contract/binding-admin";

/**
 * Issues a batch of learning cards. The answer carries the cards' one-time passwords, downloaded at once as CSV;
 * they are never shown again (only their hashes are kept).
 */
export function CardBatchCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      mutationOptions={{
        onSuccess: (data: CardBatchMade) => {
          downloadCSV(data.passwordsCsv, `learning-cards-${data.id}`);
          notify("app.card_batches.created", { type: "success" });
          redirect("show", "card-batches", data.id);
        },
      }}
    >
      <SimpleForm resolver={valibotResolver(CardBatchSchema)} defaultValues={{ count: 10, note: "", courseIds: [], examIds: [] }}>
        <TextInput source="name" fullWidth />
        <NumberInput source="count" min={1} max={1000} helperText="app.card_batches.count_help" />
        <ReferenceArrayInput source="courseIds" reference="courses" sort={{ field: "id", order: "DESC" }}>
          <AutocompleteArrayInput optionText="title" helperText="app.card_batches.courses_help" />
        </ReferenceArrayInput>
        <ReferenceArrayInput source="examIds" reference="exams" sort={{ field: "id", order: "ASC" }}>
          <AutocompleteArrayInput optionText="name" helperText="app.card_batches.exams_help" />
        </ReferenceArrayInput>
        <TextInput source="note" fullWidth multiline />
      </SimpleForm>
    </Create>
  );
}
