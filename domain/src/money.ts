// Prices and counts are grouped here rather than with Intl.NumberFormat: the first Intl object a page
// makes starts the browser's ICU data (40-56 ms on the development machine, 160-220 ms of Lighthouse's
// 4x-slowed main thread), and a cart or a course list would pay it on every load only to place commas.
// money.test.ts holds these functions to Intl's en-IN output.

/** Indian digit grouping of a whole number's digits: the last three, then pairs (1,50,000). */
const groupIndian = (digits: string): string => {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
};

/** A whole number with Indian digit grouping, rounded as Intl rounds (half away from zero). */
export const formatIndianInteger = (value: number): string => {
  const whole = Math.round(Math.abs(value));
  return `${value < 0 && whole !== 0 ? '-' : ''}${groupIndian(String(whole))}`;
};

/**
 * Every amount a person reads, in rupees with Indian digit grouping: 75000 → ₹75,000; an amount with
 * paise keeps both digits of them, as a bill does: 899.1 → ₹899.10, 150000.5 → ₹1,50,000.50. Here rather
 * than in the client so the assistant's answers and the screens word a price alike.
 */
export const formatPrice = (amount: number): string => {
  const paise = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 && paise !== 0 ? '-' : '';
  const rupees = groupIndian(String(Math.floor(paise / 100)));
  const rest = paise % 100;
  return rest === 0 ? `${sign}₹${rupees}` : `${sign}₹${rupees}.${String(rest).padStart(2, '0')}`;
};
