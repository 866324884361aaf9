/**
 * What identity lends the other modules: how a wrong OTP reads and which attempt it was. Free of resolvers and GraphQL
 * decorators, so a source that uses it loads no other module's schema.
 */
export { otpFailure } from './otp-failure';
