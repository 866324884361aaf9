import { useSyncExternalStore } from 'react';
import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';
import { Toast } from '@finx/domain';

/**
 * The app's toasts, shown by notistack, which loads only when the first toast is asked for: most visits
 * never show one, and notistack would otherwise travel with every page. Until it has loaded, toasts wait
 * here in order; `ToastProvider` mounts the host that loads it.
 */

/** `000 §8` names a session error kind beside the four standard ones. */
declare module 'notistack' {
  interface VariantOverrides {
    sessionError: true;
  }
}

/** Long info toasts (`000 §8`: 16 s for some info types) pass `{ variant: 'info', ...LONG_INFO }`. */
export const LONG_INFO = { autoHideDuration: Toast.LONG_INFO_MS } as const;

type Show = (message: SnackbarMessage, options?: OptionsObject) => SnackbarKey;
type Close = (key: SnackbarKey) => void;

/**
 * A toast raised this long before a page change announces what led there ('Saved.', the welcome, the
 * session expiry) and stays; one raised earlier belongs to the page left behind and goes with it.
 */
export const TOAST_PAGE_GRACE_MS = 2_000;

let host: { show: Show; close: Close } | null = null;
const waiting: { message: SnackbarMessage; options?: OptionsObject; at: number }[] = [];
/** The toasts shown (some closed since) and when each was asked for; notistack gives the keys. */
const raised = new Map<SnackbarKey, number>();
let hostWanted = false;
const listeners = new Set<() => void>();

const wantHost = () => {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of listeners) listener();
};

/** Shows a toast now, or as soon as the toast host has loaded. */
export const enqueueToast = (message: SnackbarMessage, options?: OptionsObject): void => {
  if (host) raised.set(host.show(message, options), Date.now());
  else {
    waiting.push({ message, options, at: Date.now() });
    wantHost();
  }
};

/** Called by the loaded host: delivers what waited, then every later toast, until it unmounts. */
export const attachToastHost = (show: Show, close: Close): (() => void) => {
  const attached = { show, close };
  host = attached;
  for (const { message, options, at } of waiting.splice(0)) raised.set(show(message, options), at);
  return () => {
    if (host === attached) host = null;
  };
};

/** On a page change: closes the toasts of the page left behind (see `TOAST_PAGE_GRACE_MS`). */
export const clearToastsOfEarlierPages = (now = Date.now()): void => {
  const stale = (at: number) => now - at >= TOAST_PAGE_GRACE_MS;
  for (const [key, at] of raised) {
    if (!stale(at)) continue;
    raised.delete(key);
    host?.close(key);
  }
  for (let index = waiting.length - 1; index >= 0; index -= 1) {
    if (stale(waiting[index]!.at)) waiting.splice(index, 1);
  }
};

/** Whether the host should be mounted: from the first toast on. */
export const useToastHostWanted = (): boolean =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hostWanted,
  );

// Offline, the host could no longer be fetched when the network error's toast is asked for.
if (typeof window !== 'undefined') window.addEventListener('offline', wantHost, { once: true });

/** notistack's hook, as the screens use it (`const { enqueueSnackbar } = useSnackbar()`). */
export const useSnackbar = () => ({ enqueueSnackbar: enqueueToast });
