import { useRouter } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, MouseEvent } from "react";

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to any page of the portal by its address (also those later issues build): a plain click moves within the
 * app, a modified click (new tab, download) stays the browser's.
 */
export function AppLink({ href, onClick, ...rest }: Props) {
  const router = useRouter();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || rest.target) return;
    e.preventDefault();
    void router.navigate({ href });
  };
  return <a href={href} onClick={handle} {...rest} />;
}
