/**
 * At most one interrupting pop-up a visit (DESIGN.md). A page's pop-ups each offer themselves with a promise of
 * whether they want to open; the most important one that wants to is granted, once every more important one has said
 * it does not. The grant is remembered for the browser session: no other pop-up interrupts this visit.
 */
export type PopRound<K extends string> = {
  /** Resolves true when `kind` may open now, false when it must not open on this visit. */
  offer: (kind: K, wants: Promise<boolean>) => Promise<boolean>;
};

const SHOWN_KEY = "pop-shown";
type SessionStore = Pick<Storage, "getItem" | "setItem">;

function shownThisVisit(storage: SessionStore | null) {
  try {
    return storage?.getItem(SHOWN_KEY) === "1";
  } catch {
    return false;
  }
}
function rememberShown(storage: SessionStore | null) {
  try {
    storage?.setItem(SHOWN_KEY, "1");
  } catch {
    // Without storage a later page view may show another pop-up: harmless.
  }
}

/** A round among the pop-ups of `order`, most important first; each of them must offer itself, even to decline. */
export function createPopRound<K extends string>(order: readonly K[], storage: SessionStore | null): PopRound<K> {
  const answers = new Map<K, boolean>();
  const waiting = new Map<K, (may: boolean) => void>();
  let decided = shownThisVisit(storage);
  let granted: K | null = null;
  const settle = () => {
    for (const [kind, resolve] of waiting) resolve(kind === granted);
    waiting.clear();
  };
  const decide = () => {
    if (decided) return settle();
    for (const kind of order) {
      const wants = answers.get(kind);
      // A more important pop-up has not answered yet: the others wait for it.
      if (wants === undefined) return;
      if (wants) {
        granted = kind;
        rememberShown(storage);
        break;
      }
    }
    decided = true;
    settle();
  };
  return {
    offer: (kind, wants) =>
      new Promise((resolve) => {
        // Asked again once decided (a page drawn twice): the granted one keeps its grant.
        if (decided) return resolve(kind === granted);
        waiting.set(kind, resolve);
        void wants
          .then(
            (w) => answers.set(kind, w),
            () => answers.set(kind, false),
          )
          .then(decide);
      }),
  };
}

/** The home page's interrupting pop-ups, most important first: the interest survey it asks for, a pop-up announcement, the person's session live now, the choice session's card. */
const HOME_POPS = ["interest", "notice", "live", "choice"] as const;
type HomePop = (typeof HOME_POPS)[number];
export type HomePopRound = PopRound<HomePop>;

/**
 * The round of a home page view, remembered in this tab's session storage; a view that brings its own pop-ups (a shared
 * link's sign-up and its result) declines them all, leaving them to the next visit.
 */
export function createHomePopRound(ownPopUps: boolean): HomePopRound {
  if (ownPopUps) return { offer: () => Promise.resolve(false) };
  let storage: SessionStore | null = null;
  try {
    storage = sessionStorage;
  } catch {
    // Storage refused (privacy settings): each page view decides alone.
  }
  return createPopRound(HOME_POPS, storage);
}
