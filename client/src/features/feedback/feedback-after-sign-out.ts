import { useSyncExternalStore } from 'react';

/**
 * The show-feedback flag of `000 §4`: set when a learner signs out, read once by the page the sign-out
 * lands on. It lives in sessionStorage (this tab only: the other tabs are sent home too, but only the
 * tab that signed out asks for feedback) and carries the author, so the e-mail and party id never
 * travel in the URL.
 */
const KEY = 'finx.showFeedback';

export interface FeedbackAuthor {
  emailId: string;
  partyId: number;
}

/**
 * Feedback sent from this browser: who and when. In localStorage, since sending reloads the page (`000
 * §4`) and the learner may sign out from another tab or after signing in again.
 */
const GIVEN_KEY = 'finx.feedbackGiven';

/**
 * How long after sending feedback a sign-out does not ask for it again. A day covers the session it was
 * given in and a return the same day; a later visit may have something new to say.
 */
export const FEEDBACK_QUIET_MS = 24 * 60 * 60 * 1000;

interface FeedbackGiven {
  partyId: number;
  at: number;
}

/** Called when feedback has been received, from the header's button or the after-sign-out question. */
export const recordFeedbackGiven = (author: Pick<FeedbackAuthor, 'partyId'>): void => {
  try {
    const given: FeedbackGiven = { partyId: author.partyId, at: Date.now() };
    localStorage.setItem(GIVEN_KEY, JSON.stringify(given));
  } catch {
    // Without storage the next sign-out asks again, as the spec has it.
  }
};

const gaveFeedbackRecently = (partyId: number): boolean => {
  try {
    const given = JSON.parse(localStorage.getItem(GIVEN_KEY) ?? 'null') as Partial<FeedbackGiven> | null;
    return (
      given?.partyId === partyId && typeof given.at === 'number' && Date.now() - given.at < FEEDBACK_QUIET_MS
    );
  } catch {
    return false;
  }
};

/** A learner's sign-out asks for feedback, unless they have just given it. */
export const requestFeedbackAfterSignOut = (viewer: { email: string; partyId: number }): void => {
  if (gaveFeedbackRecently(viewer.partyId)) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ emailId: viewer.email, partyId: viewer.partyId }));
  } catch {
    // Without storage there is simply no feedback prompt.
  }
};

/** Forgets the request once the modal has been shown: it shows once. */
export const clearFeedbackRequest = (): void => {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored, nothing to clear
  }
};

/** The pending request, if a learner signed out in this tab. */
export const readFeedbackRequest = (): FeedbackAuthor | null => {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<FeedbackAuthor>;
    return typeof value.emailId === 'string' && typeof value.partyId === 'number'
      ? { emailId: value.emailId, partyId: value.partyId }
      : null;
  } catch {
    return null;
  }
};

/**
 * Whether the after-sign-out feedback question is on screen. The home page holds its login modal back
 * while it is: whichever modal opens last covers the other, and the home page's chunk may load after the
 * shell's, so the order must not depend on load timing. Read when the app starts, before the request
 * is cleared.
 */
let promptOpen = readFeedbackRequest() !== null;
const listeners = new Set<() => void>();

export const setFeedbackPromptOpen = (open: boolean): void => {
  promptOpen = open;
  for (const listener of listeners) listener();
};

export const useFeedbackPromptOpen = (): boolean =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => promptOpen,
  );
