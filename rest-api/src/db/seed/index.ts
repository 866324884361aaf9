export { seedDatabase } from './seed-database';
export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  LOAD_LEARNERS,
  LOGIN_CASE_ACCOUNTS,
  type DemoAccount,
} from './demo-accounts';
export { DEMO_CATEGORY } from './categories';
export { DEMO_LEARNER_ACTIVITY } from './learner-activity';
export { PASSWORD_FLOW_ACCOUNTS } from './password-flow-accounts';
export { DEMO_COUPONS } from './coupons';
export { DEMO_PURCHASES } from './purchases';
export { DEMO_PROVIDER, SAMPLE_DOCUMENT_ID } from './learning-content';
