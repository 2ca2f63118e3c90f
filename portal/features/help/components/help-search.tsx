import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { searchHref } from "@/portal/components/site/nav-items";

/** The FAQ home's search: the site search page (/Faq/Search?key=) finds help entries among the rest. */
export function HelpSearch() {
  const router = useRouter();
  const [key, setKey] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void router.navigate({ href: searchHref(key) });
  };
  return (
    <search>
      <form className="help-search" onSubmit={submit}>
        <input
          className="input help-search__input"
          type="search"
          value={key}
          maxLength={50}
          placeholder="搜索问题，如：发票、证书"
          aria-label="搜索问题"
          onChange={(e) => setKey(e.target.value)}
        />
        <button type="submit" className="btn btn--primary help-search__btn">
          搜索
        </button>
      </form>
    </search>
  );
}
