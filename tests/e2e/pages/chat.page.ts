import type { Page } from '@playwright/test';

/** Finx AI Buddy's floating widget on the learner pages (001 §2 screen 14), and its conversation. */
export class ChatWidget {
  constructor(private readonly page: Page) {}

  get toggle() {
    return this.page.getByTestId('chat-toggle');
  }

  get panel() {
    return this.page.getByTestId('chat-panel');
  }

  get input() {
    return this.page.getByTestId('chat-input');
  }

  get messages() {
    return this.page.getByTestId('chat-message');
  }

  /** The bot's newest message. */
  get lastReply() {
    return this.page.locator('[data-testid="chat-message"][data-author="bot"]').last();
  }

  get pending() {
    return this.page.getByTestId('chat-pending');
  }

  /** Whether anything in the panel is wider than it (the panel would then scroll sideways). */
  async overflowsSideways() {
    return this.panel.evaluate((panel) => panel.scrollWidth > panel.clientWidth);
  }

  /**
   * The visible controls (links, buttons, fields) the closed toggle is drawn over, named by their label
   * or text: the points of each control's overlap with the toggle that show the toggle, not the control.
   */
  async coveredControls(): Promise<string[]> {
    return this.toggle.evaluate((toggle) => {
      const box = toggle.getBoundingClientRect();
      const controls = document.querySelectorAll<HTMLElement>(
        'a[href], button, input, textarea, select, [role="button"], [role="link"], [role="tab"]',
      );
      const drawnOver = (control: HTMLElement): boolean => {
        const rect = control.getBoundingClientRect();
        const left = Math.max(rect.left, box.left);
        const right = Math.min(rect.right, box.right);
        const top = Math.max(rect.top, box.top);
        const bottom = Math.min(rect.bottom, box.bottom);
        if (left >= right || top >= bottom) return false;
        const points = [0.1, 0.5, 0.9].flatMap((x) =>
          [0.1, 0.5, 0.9].map((y) => [left + (right - left) * x, top + (bottom - top) * y] as const),
        );
        return points.some(([x, y]) => {
          const hit = document.elementFromPoint(x, y);
          return hit !== null && toggle.contains(hit) && !control.contains(hit);
        });
      };
      return [...controls]
        .filter((control) => !toggle.contains(control) && control.checkVisibility())
        .filter(drawnOver)
        .map(
          (control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName,
        );
    });
  }

  /**
   * Starts noting each text the reply being written shows (`chat-streaming-reply`), from now on: a
   * reply that came word by word leaves several, each longer than the last.
   */
  async recordStreaming() {
    await this.page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { chatStreamed: string[] }).chatStreamed = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="chat-streaming-reply"]')?.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }

  /** What `recordStreaming` noted. */
  async streamed(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { chatStreamed?: string[] }).chatStreamed ?? []);
  }

  async open() {
    await this.toggle.click();
  }

  /** Types the question and sends it with Enter, then waits for the reply ('Wait...' gone). */
  async ask(question: string) {
    const before = await this.messages.count();
    await this.input.fill(question);
    await this.input.press('Enter');
    // The question and its answer: two more messages than before.
    await this.page
      .locator('[data-testid="chat-message"]')
      .nth(before + 1)
      .waitFor();
  }
}
