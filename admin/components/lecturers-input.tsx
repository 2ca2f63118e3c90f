import { ArrayInput, SimpleFormIterator, TextInput } from "react-admin";

/** A course's or a session's lecturers, in order: name, title and a photo's address (`urlHelp` says which addresses). */
export function LecturersInput({ urlHelp }: { urlHelp: string }) {
  return (
    <ArrayInput source="lecturers">
      <SimpleFormIterator inline disableReordering={false}>
        <TextInput source="name" />
        <TextInput source="title" />
        <TextInput source="imgUrl" helperText={urlHelp} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
