import { type RefObject, useEffect, useLayoutEffect } from 'react';

const shift = (element: HTMLElement | null) => {
  if (!element) return;
  const x = globalThis.scrollX;
  element.style.transform = x ? `translateX(${-x}px)` : '';
};

/**
 * The minimum widths: a narrower window scrolls the page sideways. The header and side menu are fixed,
 * so they would stay put while the page moved under them; this moves them with it. It writes the style
 * directly, so scrolling never re-renders the layout.
 */
export function useFollowScrollX(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => shift(ref.current));
  useEffect(() => {
    const follow = () => shift(ref.current);
    globalThis.addEventListener('scroll', follow, { passive: true });
    globalThis.addEventListener('resize', follow);
    return () => {
      globalThis.removeEventListener('scroll', follow);
      globalThis.removeEventListener('resize', follow);
    };
  }, [ref]);
}
