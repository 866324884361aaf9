import { describe, expect, it } from 'vitest';
import { EventMode } from '../contract/events';
import { EventMessage, eventSchema } from './events.schema';

const webinar = {
  title: 'Careers in retail banking',
  eventType: 'WEBINAR',
  description: 'An hour with a branch head.',
  mode: EventMode.ONLINE,
  date: '2026-12-15',
  startTime: '17:00',
  endTime: '18:00',
  city: 'Mumbai',
  suburb: '',
  venue: '',
  joinUrl: 'https://meet.finx.demo/retail',
  capacity: '',
};

describe('event form rules', () => {
  it('takes an online webinar without a suburb or venue, and drops any left from an in-person choice', async () => {
    await expect(eventSchema.validate(webinar)).resolves.toMatchObject({ suburb: '', venue: '' });
    const leftOver = await eventSchema.validate({ ...webinar, suburb: 'Andheri', venue: 'Hall 2' });
    expect(leftOver).toMatchObject({ suburb: '', venue: '' });
  });

  it('still asks an in-person event where to come', async () => {
    const inPerson = { ...webinar, mode: EventMode.IN_PERSON, joinUrl: '' };
    await expect(eventSchema.validate(inPerson, { abortEarly: false })).rejects.toMatchObject({
      errors: [EventMessage.SUBURB_REQUIRED, EventMessage.VENUE_REQUIRED],
    });
  });
});
