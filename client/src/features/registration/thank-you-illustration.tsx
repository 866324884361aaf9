/** The thank-you image of /registerSuccess: an inline SVG, so it needs no request and scales crisply. */
export function ThankYouIllustration() {
  return (
    <svg
      role="img"
      aria-label="Thank you for registering"
      data-testid="thank-you-image"
      viewBox="0 0 240 180"
      width="240"
      height="180"
    >
      <defs>
        <linearGradient id="thank-you-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#13315c" />
          <stop offset="100%" stopColor="#0e8c85" />
        </linearGradient>
      </defs>
      <rect x="10" y="10" width="220" height="160" rx="24" fill="url(#thank-you-sky)" />
      <circle cx="120" cy="78" r="38" fill="#ffffff" opacity="0.95" />
      <path
        d="M100 79 l14 14 l28 -30"
        fill="none"
        stroke="#0e8c85"
        strokeWidth="9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="120" y="148" textAnchor="middle" fontFamily="Roboto, sans-serif" fontSize="20" fill="#ffffff">
        Thank you!
      </text>
      <circle cx="46" cy="44" r="5" fill="#f4d35e" />
      <circle cx="196" cy="52" r="4" fill="#f4d35e" />
      <circle cx="186" cy="128" r="6" fill="#ee964b" />
      <circle cx="56" cy="122" r="4" fill="#ee964b" />
    </svg>
  );
}
