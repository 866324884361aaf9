import { useSyncExternalStore } from 'react';
import type { OptionsObject, SnackbarMessage } from 'notistack';
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

type Show = (message: SnackbarMessage, options?: OptionsObject) => void;

let show: Show | null = null;
const waiting: Parameters<Show>[] = [];
let hostWanted = false;
const listeners = new Set<() => void>();

const wantHost = () => {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of listeners) listener();
};

/** Shows a toast now, or as soon as the toast host has loaded. */
export const enqueueToast: Show = (message, options) => {
  if (show) show(message, options);
  else {
    waiting.push([message, options]);
    wantHost();
  }
};

/** Called by the loaded host: delivers what waited, then every later toast, until it unmounts. */
export const attachToastHost = (next: Show): (() => void) => {
  show = next;
  for (const [message, options] of waiting.splice(0)) next(message, options);
  return () => {
    if (show === next) show = null;
  };
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
