export { createRestApi, type RestApi } from './app';
export { loadConfig, ConfigError, MEMORY_DATA_DIR, type Config } from './config';
export {
  DEMO_ACCOUNTS,
  DEMO_CATEGORY,
  DEMO_LEARNER_ACTIVITY,
  DEMO_PASSWORD,
  type DemoAccount,
} from './db/seed';
