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
export { FEAT_ANSWER_KEY, FEAT_QUESTION_ROWS } from './feat-questions';
export { DEMO_EVENTS, DEMO_EVENT_IDS } from './events';
export { CFX_HOLDER } from './cfx-holder';
export { PROFILE_ACCOUNTS } from './profile-accounts';
export { REGION_ROWS } from './regions';
export { DEMO_JOB_IDS, OPEN_DEMO_JOBS, stageIdOf } from './jobs';
export { JOB_SEEKER, JOB_SEEKER_REJECTION, JOB_SEEKER_SKILL_IDS } from './job-seeker';
export { DEMO_COLLEGE } from './colleges';
