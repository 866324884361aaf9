export { createRestApi, type RestApi, type RestRoute } from './app';
export { loadConfig, ConfigError, MEMORY_DATA_DIR, type Config } from './config';
export {
  DEMO_ACCOUNTS,
  DEMO_CATEGORY,
  DEMO_LEARNER_ACTIVITY,
  DEMO_PURCHASES,
  DEMO_EVENTS,
  DEMO_EVENT_IDS,
  DEMO_JOB_IDS,
  DEMO_COLLEGE,
  JOB_SEEKER,
  JOB_SEEKER_REJECTION,
  JOB_SEEKER_SKILL_IDS,
  CFX_HOLDER,
  DEMO_PROVIDER,
  DEMO_PASSWORD,
  FEAT_QUESTION_ROWS,
  LOAD_LEARNERS,
  LOGIN_CASE_ACCOUNTS,
  PASSWORD_FLOW_ACCOUNTS,
  PROFILE_ACCOUNTS,
  REGION_ROWS,
  type DemoAccount,
} from './db/seed';
export { DEMO_RESUME } from './services/documents/demo-resumes';
