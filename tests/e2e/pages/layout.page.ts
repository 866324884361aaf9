import { expect, type Locator, type Page } from '@playwright/test';

export type LayoutName = 'public' | 'learner' | 'staff' | 'college';

/** A menu entry as the page shows it: where it sits, what it does, where it goes. */
export type MenuEntryInfo = {
  nav: 'header-nav' | 'side-nav';
  index: number;
  name: string;
  kind: 'link' | 'external' | 'coming-soon';
  href: string | null;
};

/**
 * The frames around every screen (`data-layout`: public, learner, staff, college): their header and
 * side menus (a drawer toggled from the header on phones), and the checks every layout must pass.
 */
export class AppLayout {
  constructor(private readonly page: Page) {}

  frame(layout: LayoutName): Locator {
    return this.page.locator(`[data-layout="${layout}"]`);
  }

  /**
   * The layout once it frames the screen at `path`. The URL changes before a lazy screen is drawn, so
   * a check of the new screen waits for this (or for the layout to be gone) first.
   */
  drawn(layout: LayoutName, path: string): Locator {
    return this.page.locator(`[data-layout="${layout}"][data-pathname="${path}"]`);
  }

  menuToggle(): Locator {
    return this.page.getByTestId('menu-toggle');
  }

  sideNav(): Locator {
    return this.page.getByTestId('side-nav');
  }

  headerNav(): Locator {
    return this.page.getByTestId('header-nav');
  }

  footerNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Footer' });
  }

  notFound(): Locator {
    return this.page.getByTestId('not-found');
  }

  accessDenied(): Locator {
    return this.page.getByTestId('access-denied');
  }

  /**
   * Opens the side menu if it is closed (the phone drawer, or the learner's hidden menu) and opens its
   * groups. The toggle's aria-expanded says the state at once, where a closing drawer is still visible.
   */
  async openMenu() {
    const toggle = this.menuToggle();
    // The frame first: until its lazy chunk renders, a missing menu means nothing yet.
    await expect(toggle.or(this.sideNav()).first()).toBeVisible();
    // A tap while the next screen mounts can land on the frame being replaced (the drawer then stays shut,
    // as it would for a person, who taps again): tap again until the menu shows.
    await expect(async () => {
      if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
        await toggle.click({ timeout: 2_000 });
      }
      await expect(this.sideNav()).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    const closedGroups = this.sideNav().locator('[data-testid="menu-group"][aria-expanded="false"]');
    while ((await closedGroups.count()) > 0) await closedGroups.first().click();
  }

  /**
   * Closes the phone drawer, if one is open. A menu link closes the drawer itself once the next screen
   * renders, so the close button may go away under the click: then the drawer is closed all the same.
   */
  async closeMenu() {
    const close = this.page.getByTestId('menu-close');
    await expect(async () => {
      if (await close.isVisible()) await close.click({ timeout: 2_000 });
      await expect(close).toBeHidden({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }

  entry(info: Pick<MenuEntryInfo, 'nav' | 'index'>): Locator {
    return this.page.getByTestId(info.nav).getByTestId('menu-entry').nth(info.index);
  }

  /** Every entry of the header and side menus now shown (open the menu first on phones). */
  async entries(): Promise<MenuEntryInfo[]> {
    const found: MenuEntryInfo[] = [];
    for (const nav of ['header-nav', 'side-nav'] as const) {
      const items = this.page.getByTestId(nav).getByTestId('menu-entry');
      const count = await items.count();
      for (let index = 0; index < count; index += 1) {
        const item = items.nth(index);
        found.push({
          nav,
          index,
          name: ((await item.textContent()) ?? '').trim(),
          kind: (await item.getAttribute('data-kind')) as MenuEntryInfo['kind'],
          href: await item.getAttribute('href'),
        });
      }
    }
    return found;
  }

  /** Nothing on the page is wider than the window: no sideways scrolling. */
  async expectNoHorizontalScroll(where: string) {
    // Polled: right after a viewport change the page lays out again over a frame or two (media queries
    // re-render), and the width of that moment is not what the user sees.
    await expect
      .poll(() => this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `page wider than the window at ${where}`,
      })
      .toBeLessThanOrEqual(0);
  }

  /**
   * The screen fits the window at the width in use and at the other of the two the product is checked at
   * (a phone's 390 px and a laptop's 1366 px), then goes back: a flow runs once, at one width, and every
   * screen it passes is still checked at both (the layouts spec walks every menu at both).
   */
  async expectFitsBothWidths(where: string) {
    const size = this.page.viewportSize();
    if (!size) throw new Error('The page has no viewport size');
    const other = size.width <= 600 ? { width: 1366, height: 900 } : { width: 390, height: 844 };
    await this.expectNoHorizontalScroll(`${where} at ${size.width} px`);
    await this.page.setViewportSize(other);
    await this.expectNoHorizontalScroll(`${where} at ${other.width} px`);
    await this.page.setViewportSize(size);
  }

  /** The staff lists on the page (StaffListPage's grid, `data-list-form` cards or grid). */
  staffLists(): Locator {
    return this.page.locator('[data-list-form]');
  }

  /**
   * Every staff list on the page keeps its rows' actions in view (issue 28 item 5), at the width in use
   * and at the other of the two: on the phone each row is a card that fits the grid, on the laptop the
   * actions column ends inside the grid's visible width, so no sideways scroll is needed to reach them.
   */
  async expectListActionsInView(where: string) {
    const size = this.page.viewportSize();
    if (!size) throw new Error('The page has no viewport size');
    const other = size.width <= 600 ? { width: 1366, height: 900 } : { width: 390, height: 844 };
    for (const { width } of [size, other]) {
      await this.page.setViewportSize(width === size.width ? size : other);
      const form = width < 900 ? 'cards' : 'grid';
      await expect
        .poll(
          () =>
            this.page.evaluate((expected) => {
              const boxes = [...document.querySelectorAll<HTMLElement>('[data-list-form]')];
              return boxes.flatMap((box) => {
                const name = box.dataset.testid ?? 'a list';
                const scroller = box.querySelector('.MuiDataGrid-virtualScroller');
                if (box.dataset.listForm !== expected || !scroller) return [`${name}: not yet ${expected}`];
                if (expected === 'cards') {
                  // A card's cell clips what overflows it: a card wider than its cell hides its buttons.
                  const cards = [...box.querySelectorAll<HTMLElement>('[data-testid="list-card"]')];
                  const wider = Math.max(
                    scroller.scrollWidth - scroller.clientWidth,
                    ...cards.map((card) => card.scrollWidth - card.clientWidth),
                  );
                  return wider > 0 ? [`${name}: cards ${wider}px wider than the grid`] : [];
                }
                const field = box.dataset.actionsField;
                const header = field
                  ? box.querySelector(`.MuiDataGrid-columnHeader[data-field="${field}"]`)
                  : null;
                if (!header) return [];
                const beyond = header.getBoundingClientRect().right - scroller.getBoundingClientRect().right;
                return beyond > 1 ? [`${name}: actions ${Math.round(beyond)}px beyond the grid's edge`] : [];
              });
            }, form),
          { message: `row actions out of view at ${where} (${width} px)` },
        )
        .toEqual([]);
    }
    await this.page.setViewportSize(size);
  }

  /**
   * The element lies wholly inside the window once its opening animation has ended, and nothing in
   * it scrolls sideways.
   */
  async expectInsideViewport(element: Locator, what: string) {
    await expect(element).toBeVisible();
    const viewport = this.page.viewportSize();
    expect(viewport).not.toBeNull();
    await expect(async () => {
      const box = await element.boundingBox();
      expect(box, what).not.toBeNull();
      if (!box || !viewport) return;
      expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
      expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(viewport.height);
    }).toPass({ timeout: 5_000 });
    const overflow = await element.evaluate((node) => node.scrollWidth - node.clientWidth);
    expect(overflow, `${what}: content wider than the dialog`).toBeLessThanOrEqual(0);
  }
}
