/**
 * Development defaults shared by rest-api and the gateway so the embedded stack runs with no
 * configuration: both tiers must use the same field cipher key. Each tier refuses these values when
 * NODE_ENV is production.
 */
export const DEV_FIELD_CIPHER_SECRET = '6d0f1c2b3a4958677685a4b3c2d1e0f00112233445566778899aabbccddeeff0';

/** The sample key in `.env.example`: public like the default, so production refuses it too. */
export const EXAMPLE_FIELD_CIPHER_SECRET = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';

/** Whether a field cipher key is one of the published development values (any letter case). */
export const isDevFieldCipherSecret = (secret: string): boolean =>
  [DEV_FIELD_CIPHER_SECRET, EXAMPLE_FIELD_CIPHER_SECRET].includes(secret.trim().toLowerCase());
