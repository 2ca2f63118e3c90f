import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { searchHref } from "./nav-items";

/** The search entry: an input and a button going to the results page. */
export function SearchBox({ onDone, className = "" }: { onDone?: () => void; className?: string }) {
  const router = useRouter();
  const [key, setKey] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void router.navigate({ href: searchHref(key) });
    onDone?.();
  };
  return (
    <form className={`search-box ${className}`} role="search" onSubmit={submit}>
      <input
        className="search-box__input"
        type="search"
        name="key"
        placeholder="搜索课程、考试、问题"
        aria-label="搜索关键词"
        maxLength={50}
        value={key}
        onChange={(e) => setKey(e.target.value)}
      />
      <button type="submit" className="search-box__button" aria-label="搜索">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16 16 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
