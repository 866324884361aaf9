import { describe, expect, it } from 'vitest';
import { eventPlace } from './learner-event-list';

describe('where an event is', () => {
  it('says Online for a webinar, which has no suburb or venue, and never prints empty parts', () => {
    const webinar = { venue: '', suburb: '', city: 'Mumbai', joinUrl: 'https://meet.finx.demo/x' };
    expect(eventPlace(webinar)).toBe('Online · Mumbai');
    expect(eventPlace(webinar, 'full')).toBe('Online · Mumbai');
  });

  it('gives an in-person event its place, the venue in full', () => {
    const walkIn = { venue: 'Hall 2', suburb: 'Fort', city: 'Mumbai', joinUrl: null };
    expect(eventPlace(walkIn)).toBe('Fort, Mumbai');
    expect(eventPlace(walkIn, 'full')).toBe('Hall 2, Fort, Mumbai');
  });
});
