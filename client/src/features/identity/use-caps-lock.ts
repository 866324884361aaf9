import { useCallback, useState, type KeyboardEvent } from 'react';

/** Tracks Caps Lock from key events on the fields it is attached to (`000 §2`, Caps Lock warning). */
export function useCapsLock(): { capsLock: boolean; onKeyEvent: (event: KeyboardEvent) => void } {
  const [capsLock, setCapsLock] = useState(false);
  const onKeyEvent = useCallback((event: KeyboardEvent) => {
    // getModifierState is missing on some synthetic events (autofill); keep the last known state.
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  }, []);
  return { capsLock, onKeyEvent };
}
