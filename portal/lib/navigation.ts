/** How the api layer moves the page: main.tsx plugs in the router; before that, a plain page load. */
let go: (href: string) => void = (href) => window.location.assign(href);

export function setNavigator(fn: (href: string) => void) {
  go = fn;
}

export function navigateTo(href: string) {
  go(href);
}

/** The page's path, query and hash: what a return address (gotoUrl) points back to. */
export function currentUrl() {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
