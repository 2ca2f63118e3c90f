import "./swiper.css";
import { type ReactNode, useRef, useState, useSyncExternalStore } from "react";
import { AppLink } from "../app-link";
import { sizedPicture } from "../cover-image";
import { currentBreakpoint } from "../use-breakpoint";
import { useNear } from "../use-near";
import { perViewOf, stopAt, stopsOf, WIDE_FROM } from "./swiper-math";

/** A slide's width: one and a peek under 1024 px, four side by side above (perViewOf). */
const BANNER_SIZES = `(max-width: ${WIDE_FROM - 1}px) 90vw, 276px`;

export type Slide = { id: number; title: string; image: string; link: string };

const wide = `(min-width: ${WIDE_FROM}px)`;
let wideList: MediaQueryList | null = null;
/** The media query's answer, not window.innerWidth: reading that during a render forces a layout there and then. */
const wideMedia = () => (wideList ??= window.matchMedia(wide));

/** On the server (a visitor's first frame) the browser's layout class stands in for the query. */
const wideNow = () => (typeof window === "undefined" ? currentBreakpoint() === "desktop" : wideMedia().matches);

function subscribeWide(onChange: () => void) {
  const list = wideMedia();
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/** A site path moves within the app; an outside address opens in a new tab; no link, no link. */
function SlideLink({ link, children }: { link: string; children: ReactNode }) {
  if (!link) return <div className="swiper__media">{children}</div>;
  if (/^\/(?!\/)/.test(link))
    return (
      <AppLink href={link} className="swiper__media">
        {children}
      </AppLink>
    );
  return (
    <a href={link} className="swiper__media" target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">（在新窗口打开）</span>
    </a>
  );
}

/**
 * A strip of 3:1 images (spec 001 section 9: 4 side by side, 1.1 under 1024 px) that scrolls and snaps on its own, so
 * a finger swipes it; arrows on wide screens and dots move it by a slide. Its height follows its width from the first
 * paint, so nothing below moves when the images arrive; those past the first view load when near, and a strip that
 * starts below the first screen (`lazy`) draws its images only once it is 200 px from the screen.
 */
export function Swiper({ label, slides, lazy = false }: { label: string; slides: Slide[]; lazy?: boolean }) {
  const track = useRef<HTMLUListElement>(null);
  const near = useNear(track, lazy);
  const perView = perViewOf(useSyncExternalStore(subscribeWide, wideNow, wideNow));
  const stops = stopsOf(slides.length, perView);
  const [seen, setSeen] = useState(0);
  const current = Math.min(seen, stops - 1);

  const step = () => {
    const [a, b] = track.current?.children ?? [];
    return a instanceof HTMLElement && b instanceof HTMLElement ? b.offsetLeft - a.offsetLeft : 0;
  };
  const onScroll = () => {
    const t = track.current;
    if (t) setSeen(stopAt(t.scrollLeft, t.scrollWidth - t.clientWidth, step(), stops));
  };
  const go = (to: number) => track.current?.scrollTo({ left: to * step() });

  return (
    <section className="swiper" aria-label={label} aria-roledescription="轮播">
      <div className="swiper__viewport">
        {/* Focusable, so a keyboard scrolls it with the arrow keys also where slides have no link. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (WCAG 2.1.1). */}
        <ul ref={track} className="swiper__track" tabIndex={0} onScroll={onScroll}>
          {slides.map((s, i) => (
            <li key={s.id} className="swiper__slide">
              <SlideLink link={s.link}>
                {near ? (
                  <img
                    {...sizedPicture(s.image)}
                    sizes={BANNER_SIZES}
                    alt={s.title}
                    width={1200}
                    height={400}
                    loading={i >= perView ? "lazy" : "eager"}
                    decoding="async"
                  />
                ) : (
                  <span className="visually-hidden">{s.title}</span>
                )}
              </SlideLink>
            </li>
          ))}
        </ul>
        {stops > 1 ? (
          <>
            <button
              type="button"
              className="swiper__arrow swiper__arrow--prev"
              aria-label="上一张"
              disabled={current === 0}
              onClick={() => go(current - 1)}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
            <button
              type="button"
              className="swiper__arrow swiper__arrow--next"
              aria-label="下一张"
              disabled={current === stops - 1}
              onClick={() => go(current + 1)}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </>
        ) : null}
      </div>
      {stops > 1 ? (
        <div className="swiper__dots">
          {Array.from({ length: stops }, (_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a stop is its position.
              key={i}
              type="button"
              className="swiper__dot"
              aria-label={`第${i + 1}张`}
              aria-current={i === current ? "true" : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
