export { createRestApi, type RestApi, type RestRoute } from './app';
export { loadConfig, ConfigError, MEMORY_DATA_DIR, type Config } from './config';
export {
  DEMO_ACCOUNTS,
  DEMO_CATEGORY,
  DEMO_LEARNER_ACTIVITY,
  DEMO_PURCHASES,
  DEMO_PROVIDER,
  DEMO_PASSWORD,
  LOAD_LEARNERS,
  LOGIN_CASE_ACCOUNTS,
  PASSWORD_FLOW_ACCOUNTS,
  type DemoAccount,
} from './db/seed';
