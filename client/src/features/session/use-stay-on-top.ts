import { useEffect, useState } from 'react';

/** Marks the dialogs that keep themselves on top, so they never chase each other. */
export const STAY_ON_TOP_ATTRIBUTE = 'data-stay-on-top';

/** MUI's leaving transition is 195 ms. */
const REOPEN_AFTER_MS = 260;

/**
 * Whether to close the dialog for a moment: true briefly whenever another dialog opens while
 * `open` is true. MUI stacks modals in the order they open and hides every other one from assistive
 * technology, so a screen's own dialog that opens later (the home page's login modal, once its lazy
 * chunk arrives) would cover the maintenance or feedback modal. Closing and re-opening puts it back on
 * top; its form state lives outside the dialog and survives.
 */
export const useStayOnTop = (open: boolean): boolean => {
  const [suspended, setSuspended] = useState(false);
  useEffect(() => {
    if (!open || typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver((records) => {
      const otherModal = records.some((record) =>
        [...record.addedNodes].some(
          (node) =>
            node instanceof HTMLElement &&
            // Dialogs only: menus and popovers (a select's options) open above a dialog by design.
            node.classList.contains('MuiDialog-root') &&
            !node.hasAttribute(STAY_ON_TOP_ATTRIBUTE),
        ),
      );
      if (!otherModal) return;
      setSuspended(true);
      // Long enough for the closing transition to finish: a dialog re-opened while still leaving is not
      // moved back to the top of MUI's modal stack.
      setTimeout(() => setSuspended(false), REOPEN_AFTER_MS);
    });
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, [open]);
  return suspended;
};
