/**
 * What the drawn frame may not carry: the test ids and the marks a browser test waits for on the app's
 * own frame (`data-layout`, `data-pathname`), so a test acts on the app, never on the picture before it.
 */
const APP_MARKS = / data-(?:testid|layout|pathname)="[^"]*"/g;

/**
 * A role's frame inside #boot: inert (nothing in it can be clicked or focused, as none of its controls
 * works before the app does) and hidden from assistive technology, which meets the app's frame instead.
 */
export const drawnFrameBlock = ({ html, roleId }: { html: string; roleId: number }): string =>
  `<div id="boot"><div data-testid="boot-frame" data-role-id="${roleId}" inert aria-hidden="true">${html.replace(APP_MARKS, '')}</div></div>`;
