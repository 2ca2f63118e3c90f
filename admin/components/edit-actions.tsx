import { EditButton, TopToolbar } from "react-admin";

/** A show page's toolbar where the record is edited but not deleted here. */
export const editActions = (
  <TopToolbar>
    <EditButton />
  </TopToolbar>
);
