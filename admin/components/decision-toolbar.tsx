import { SaveButton, Toolbar } from "react-admin";

/** A queue item is decided, never deleted: the edit pages of the request queues save only. */
export const decisionToolbar = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
