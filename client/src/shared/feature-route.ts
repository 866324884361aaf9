import type { ReactElement } from 'react';

/**
 * The frame a screen is drawn in: `public` (its own page, no sign-in), the signed-in layouts of a role
 * (`learner`, `staff`, `college`), or `own` for a screen that chooses its frame from the viewer (the
 * learner's My Payment or the staff payment report at one address). Every frame but `public` needs a
 * session; a public screen that the route table of `001 §2` gives to roles is guarded too.
 */
export type Frame = 'public' | 'learner' | 'staff' | 'college' | 'own';

/** One screen of a feature: its path (from `ClientPath`), frame and element (a lazily loaded page). */
export interface FeatureRoute {
  path: string;
  frame: Frame;
  element: ReactElement;
}
