import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Its children once they are about to scroll into view (within `margin` below the screen), or when
 * the page is printed: a part far down a page does not load its code and data with the page's
 * start-up (the recipe page's nutrition panel brought 40 KB of script, its render and a request into
 * every recipe's first seconds; issue #31). Where the browser has no IntersectionObserver, at once.
 */
export function NearView({ children, margin = '300px' }: { children: ReactNode; margin?: string }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(element);
    const printing = () => setNear(true);
    window.addEventListener('beforeprint', printing);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', printing);
    };
  }, [near, margin]);
  return near ? children : <div ref={marker} className="h-px" aria-hidden />;
}
