import { describe, expect, it, vi } from 'vitest';
import { TOAST_PAGE_GRACE_MS, attachToastHost, clearToastsOfEarlierPages, enqueueToast } from './toast';

describe('toasts and page changes', () => {
  it('closes the toasts of the page left behind and keeps the one that announces the new page', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const shown: string[] = [];
    const closed: string[] = [];
    enqueueToast('Coming Soon...'); // before the host has loaded: waits, then shows
    const detach = attachToastHost(
      (message) => {
        shown.push(String(message));
        return String(message);
      },
      (key) => closed.push(String(key)),
    );
    vi.advanceTimersByTime(5_000);
    enqueueToast('Saved.');
    vi.advanceTimersByTime(TOAST_PAGE_GRACE_MS - 1);
    clearToastsOfEarlierPages();
    expect(shown).toEqual(['Coming Soon...', 'Saved.']);
    expect(closed).toEqual(['Coming Soon...']);

    vi.advanceTimersByTime(1);
    clearToastsOfEarlierPages();
    expect(closed).toEqual(['Coming Soon...', 'Saved.']);
    detach();
    vi.useRealTimers();
  });

  it('drops a stale toast that never reached a host', () => {
    vi.useFakeTimers({ now: 2_000_000 });
    enqueueToast('Videos tip');
    vi.advanceTimersByTime(TOAST_PAGE_GRACE_MS);
    clearToastsOfEarlierPages();
    const shown: string[] = [];
    const detach = attachToastHost(
      (message) => {
        shown.push(String(message));
        return String(message);
      },
      () => undefined,
    );
    expect(shown).toEqual([]);
    detach();
    vi.useRealTimers();
  });
});
