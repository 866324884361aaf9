/**
 * Development defaults shared by rest-api and the gateway so the embedded stack runs with no
 * configuration: both tiers must use the same field cipher key. Each tier refuses these values when
 * NODE_ENV is production.
 */
export const DEV_FIELD_CIPHER_SECRET = '6d0f1c2b3a4958677685a4b3c2d1e0f00112233445566778899aabbccddeeff0';
