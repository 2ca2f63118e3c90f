import AddIcon from "@mui/icons-material/Add";
import { Button, useCreatePath } from "react-admin";
import { Link } from "react-router";

/**
 * "添加…" under a list of child records: opens the child's create form with the parent filled in. A plain button,
 * where CreateButton would float over the page on a phone.
 */
export function AddChildButton({ resource, label, values }: { resource: string; label: string; values: Record<string, unknown> }) {
  const createPath = useCreatePath();
  return (
    <Button component={Link} to={createPath({ resource, type: "create" })} state={{ record: values }} label={label}>
      <AddIcon />
    </Button>
  );
}
