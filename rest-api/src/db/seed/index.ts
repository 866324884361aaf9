export { seedDatabase } from './seed-database';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts';
export { DEMO_CATEGORY } from './categories';
export { DEMO_LEARNER_ACTIVITY } from './learner-activity';
