import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether the element (the returned ref) has come within `margin` of the screen; stays true
 * afterwards. For heavy parts below the fold (the price chart) that need not load with the page.
 * Without IntersectionObserver (tests, old browsers) it is true at once.
 */
export function useNearScreen<T extends Element>(margin = '300px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
