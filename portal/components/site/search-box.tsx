import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { SEARCH_KEY_MAX } from "@/api/contract/search";
import { searchPageHref, useSearchLists } from "../../features/search/search";
import { loadOnUse } from "../../lib/load-on-use";

/**
 * The overlay's code (history, hot terms, suggestions) is fetched the first time a box opens, with its lists, and kept:
 * a box mounted later (the phone menu's) shows it at once.
 */
const loadPanel = () => import("../../features/search/components/search-panel");
type Panel = Awaited<ReturnType<typeof loadPanel>>["SearchPanel"];
let loadedPanel: Panel | null = null;

/**
 * The header's search: an input whose overlay shows hot terms and history, then live suggestions as the person types;
 * Enter (or the button) opens /Faq/Search. An empty input searches the suggested term shown as its placeholder.
 */
export function SearchBox({ onDone, className = "" }: { onDone?: () => void; className?: string }) {
  const router = useRouter();
  const panelId = useId();
  const wrapper = useRef<HTMLElement>(null);
  const [key, setKey] = useState("");
  const [open, setOpen] = useState(false);
  const lists = useSearchLists(open).data;
  const suggested = lists?.input ?? "";
  const [Panel, setPanel] = useState(() => loadedPanel);

  useEffect(() => {
    if (open && !Panel)
      loadOnUse(loadPanel, (m) => {
        loadedPanel = m.SearchPanel;
        setPanel(() => m.SearchPanel);
      })();
  }, [open, Panel]);

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => !wrapper.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const leave = () => {
    setOpen(false);
    onDone?.();
  };
  const search = (term: string) => {
    const text = term.trim();
    if (text === "") return;
    setKey(text);
    leave();
    (document.activeElement as HTMLElement | null)?.blur();
    void router.navigate({ href: searchPageHref(text, "header") });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    search(key.trim() || suggested);
  };

  return (
    <search ref={wrapper} className={`search-field ${className}`} onKeyDown={(e) => e.key === "Escape" && setOpen(false)}>
      <form className="search-box" onSubmit={submit}>
        <input
          className="search-box__input"
          type="search"
          name="key"
          placeholder={suggested || "搜索直播、课程、文章、帮助"}
          aria-label="搜索关键词"
          // Names the overlay only while it is there: a reference to nothing is invalid ARIA.
          aria-controls={open ? panelId : undefined}
          autoComplete="off"
          maxLength={SEARCH_KEY_MAX}
          value={key}
          onFocus={() => setOpen(true)}
          onChange={(e) => {
            setKey(e.target.value);
            setOpen(true);
          }}
        />
        <button type="submit" className="search-box__button" aria-label="搜索">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m16 16 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      {open && (
        <section id={panelId} className="search-panel" aria-label="搜索建议">
          {Panel ? <Panel text={key} lists={lists} onSearch={search} onLeave={leave} /> : <p className="search-panel__note">加载中…</p>}
        </section>
      )}
    </search>
  );
}
