import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Brings the element the URL's `#hash` names into view once the page has rendered (the router does not). */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
}
