import type { EventFormValues } from '@finx/domain';
import type { EventInput, EventType } from '../../graphql/generated/graphql';

/** The form's values as the gateway's input: blank link and capacity become absent. */
export const eventInputOf = (values: EventFormValues, eventId?: number): EventInput => ({
  ...(eventId ? { eventId } : {}),
  title: values.title.trim(),
  eventType: values.eventType as EventType,
  description: values.description.trim(),
  mode: values.mode,
  date: values.date,
  startTime: values.startTime,
  endTime: values.endTime,
  city: values.city.trim(),
  suburb: values.suburb.trim(),
  venue: values.venue.trim(),
  joinUrl: values.mode === 'ONLINE' ? values.joinUrl.trim() || null : null,
  capacity: values.capacity === '' ? null : Number(values.capacity),
});

/** Server field errors (`input.date`) under the form's field names; the rest are shown as toasts. */
export const splitUserErrors = (
  userErrors: readonly { field: string | null; message: string }[],
  values: EventFormValues,
): { fields: Record<string, string>; other: string[] } => {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const error of userErrors) {
    const name = error.field?.startsWith('input.') ? error.field.slice('input.'.length) : null;
    if (name && Object.hasOwn(values, name)) fields[name] = error.message;
    else other.push(error.message);
  }
  return { fields, other };
};
