/** Dates as the spec shows them (`001 §9`: orders DD/MM/YYYY, or with HH:mm:ss), in India time. */
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const parts = (date: Date): Record<string, string> =>
  Object.fromEntries(PARTS.formatToParts(date).map((part) => [part.type, part.value]));

/** DD/MM/YYYY in India time. */
export const indiaDate = (date: Date): string => {
  const p = parts(date);
  return `${p.day}/${p.month}/${p.year}`;
};

/** DD-MM-YYYY in India time (the CFX assessment report's dates). */
export const indiaDashDate = (date: Date): string => indiaDate(date).replaceAll('/', '-');

/** DD/MM/YYYY HH:mm:ss in India time. */
export const indiaDateTime = (date: Date): string => {
  const p = parts(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
};

/** The instant an India-time calendar day (YYYY-MM-DD) begins; India keeps +05:30 all year. */
export const indiaDayStart = (isoDate: string): Date => new Date(`${isoDate}T00:00:00+05:30`);

/** The instant the India-time day after `isoDate` begins: the exclusive end of a to-date filter. */
export const indiaDayEnd = (isoDate: string): Date =>
  new Date(indiaDayStart(isoDate).getTime() + 24 * 3_600_000);
