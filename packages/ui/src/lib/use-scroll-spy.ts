import { useEffect, useState } from 'react';

/**
 * The id of the section nearest the top of the viewport (below `offset` px of sticky bars), watched
 * with IntersectionObserver; null until one is seen or when `ids` is empty. Change `layoutKey` when
 * the sections' elements were replaced (a windowed list placed its anchors) to observe them again.
 */
export function useScrollSpy(ids: readonly string[], offset = 0, layoutKey?: number | string): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');
  useEffect(() => {
    if (ids.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.set(entry.target.id, entry.boundingClientRect.top);
          else visible.delete(entry.target.id);
        }
        // The first section, in document order, that is on screen.
        const first = ids.find((id) => visible.has(id));
        if (first) setActive(first);
      },
      { rootMargin: `-${offset}px 0px -50% 0px`, threshold: 0 },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
    // `key` stands for `ids` by value, so a new array with the same ids does not re-observe.
  }, [key, offset, layoutKey]);
  return active;
}
