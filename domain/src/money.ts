const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Every amount a person reads, in rupees with Indian digit grouping: 75000 → ₹75,000; an amount with
 * paise keeps both digits of them, as a bill does: 899.1 → ₹899.10, 150000.5 → ₹1,50,000.50. Here rather
 * than in the client so the assistant's answers and the screens word a price alike.
 */
export const formatPrice = (amount: number): string =>
  Math.round(amount * 100) % 100 === 0 ? wholeRupees.format(amount) : withPaise.format(amount);
