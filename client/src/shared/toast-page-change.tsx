import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { clearToastsOfEarlierPages } from './toast';

/** A new page starts without the toasts of the pages before it ('Coming Soon...', a tip, an old error). */
export function ClearToastsOnPageChange() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    clearToastsOfEarlierPages();
  }, [pathname]);
  return null;
}
