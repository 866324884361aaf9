/** Patterns behind the validation rules of `000 §5`. */
export const Pattern = {
  MOBILE: /^[2-9]\d{9}$/,
  DIGITS: /^\d+$/,
  OTP: /^\d{4}$/,
  NAME: /^[A-Za-z]+$/,
  // The server-side e-mail pattern is not shown in the spec; this is a practical RFC 5322 subset.
  EMAIL: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
  PASSWORD_POLICY: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*])[^\s]{5,}$/,
} as const;

/** `000 §2`: a numeric entry in the identifier field means mobile/OTP mode. */
export const identifierMode = (identifier: string): 'mobile' | 'email' | 'unknown' => {
  const value = identifier.trim();
  if (value === '') return 'unknown';
  if (Pattern.DIGITS.test(value)) return 'mobile';
  if (value.includes('@')) return 'email';
  return 'unknown';
};
