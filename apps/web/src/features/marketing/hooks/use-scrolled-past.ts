import { useEffect, useState } from 'react';

/** True once the page is scrolled further than `offset` pixels. */
export function useScrolledPast(offset: number) {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const update = () => setIsPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return isPast;
}
