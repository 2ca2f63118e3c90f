import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * A resource screen whose module loads the first time the screen opens, so the back office starts with react-admin,
 * the login and the dashboard only (docs/decisions/0017-code-splitting.md). react-admin's layout shows its loading
 * indicator meanwhile (its Suspense boundary) and its error page if the module cannot be fetched.
 */
export function lazyScreen<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
