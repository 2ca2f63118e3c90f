import { SearchInput, type SearchInputProps, useResourceContext, useTranslate } from "react-admin";

/** A list's search box; its placeholder says what it searches (the resource's `fields.q` text). */
export function SearchFilter(props: SearchInputProps) {
  const resource = useResourceContext();
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate(`resources.${resource}.fields.q`)} />;
}
