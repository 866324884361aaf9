import type { Page } from '@playwright/test';

/** /studentDashboard's own cards and /events: events and their dialog, admission letter, forms, footer. */
export class DashboardPage {
  constructor(private readonly page: Page) {}

  get events() {
    return this.page.getByTestId('dashboard-events');
  }

  get eventsPage() {
    return this.page.getByTestId('events-page');
  }

  eventRow(title: string) {
    return this.page.getByTestId('event-row').filter({ hasText: title });
  }

  get eventRows() {
    return this.page.getByTestId('event-row');
  }

  get eventDialog() {
    return this.page.getByTestId('event-details');
  }

  get rsvpButton() {
    return this.eventDialog.getByTestId('event-rsvp');
  }

  get rsvpState() {
    return this.eventDialog.getByTestId('event-rsvp-state');
  }

  get admissionLetter() {
    return this.page.getByTestId('admission-letter');
  }

  /** Scrolls to the dashboard's last sections, the parents' details and the referral form, which are
   * drawn (and their code loaded) only when the learner gets near them. */
  async scrollToForms() {
    await this.page.getByTestId('dashboard-forms').scrollIntoViewIfNeeded();
  }

  /** My Profile's parents section, shown on the dashboard too. */
  get parents() {
    return this.page.getByTestId('profile-parents');
  }

  get referralForm() {
    return this.page.getByTestId('referral-form');
  }

  get learnerFooter() {
    return this.page.getByTestId('learner-footer');
  }

  /** Picks a value in one of the event filters (`type`, `city` or `suburb`) by its option's test id. */
  async filter(which: 'type' | 'city' | 'suburb', option: string) {
    await this.page.getByTestId(`event-filter-${which}`).click();
    await this.page.getByTestId(`event-${which}-${option}`).click();
  }

  async refer(name: string, email: string) {
    await this.page.getByTestId('referral-name').fill(name);
    await this.page.getByTestId('referral-email').fill(email);
    await this.page.getByTestId('referral-send').click();
  }
}
