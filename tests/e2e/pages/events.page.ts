import { expect, type Locator, type Page } from '@playwright/test';

export interface EventFields {
  title: string;
  type: 'WEBINAR' | 'CAMPUS_DRIVE' | 'WORKSHOP';
  description: string;
  /** DD/MM/YYYY, typed into the date field's sections. */
  date: string;
  start: string;
  end: string;
  link: string;
  city: string;
  suburb?: string;
  venue?: string;
  capacity: string;
}

/** Staff events (/event-list, /add-event, /edit-event with its RSVP report) and the officer's college. */
export class EventsPage {
  constructor(private readonly page: Page) {}

  list(): Locator {
    return this.page.getByTestId('event-list');
  }

  row(title: string): Locator {
    return this.page.getByTestId('event-grid').locator('[data-rowindex]').filter({ hasText: title });
  }

  rsvpRows(): Locator {
    return this.page.getByTestId('rsvp-grid').locator('[data-rowindex]');
  }

  editPage(): Locator {
    return this.page.getByTestId('edit-event-page');
  }

  async add(event: EventFields) {
    await this.page.getByTestId('add-event').click();
    await expect(this.page.getByTestId('add-event-page')).toBeVisible();
    await this.page.getByTestId('event-title').fill(event.title);
    await this.page.getByTestId('event-type').click();
    await this.page.getByTestId(`event-type-${event.type}`).click();
    await this.page.getByTestId('event-description').fill(event.description);
    // MUI X 9's date field is a group of sections: click the day, then type the digits.
    await this.page.getByTestId('event-date').getByRole('spinbutton', { name: 'Day' }).click();
    await this.page.keyboard.type(event.date.replaceAll('/', ''));
    await this.page.getByTestId('event-start').fill(event.start);
    await this.page.getByTestId('event-end').fill(event.end);
    await this.page.getByTestId('event-link').fill(event.link);
    await this.page.getByTestId('event-city').fill(event.city);
    // Only an in-person event has a place to come to; an online one shows no Suburb or Venue.
    if (event.suburb !== undefined) await this.page.getByTestId('event-suburb').fill(event.suburb);
    if (event.venue !== undefined) await this.page.getByTestId('event-venue').fill(event.venue);
    await this.page.getByTestId('event-capacity').fill(event.capacity);
    await this.page.getByTestId('event-submit').click();
  }

  async search(text: string) {
    await this.page.getByTestId('event-search').fill(text);
    await this.page.getByTestId('event-search-submit').click();
  }

  collegeStudents(): Locator {
    return this.page.getByTestId('college-students').locator('[data-rowindex]');
  }
}
