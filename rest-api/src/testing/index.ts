export { RestTestClient, type QueryParams, type RequestOptions, type RestResponse } from './rest-test-client';
export { fetchTransport, injectTransport, type RestTransport } from './rest-transport';
export { createTestRestApi, type TestRestApi } from './test-rest-api';
export {
  provisionSeededTestDatabase,
  provisionTestDatabase,
  provisionTestDatabaseFor,
  type TestDatabase,
} from './test-database';
export { SNAPSHOT_DIR_ENV, dropSeededTemplate } from './snapshot-run';
export { whileInUseRetry } from './seeded-snapshot';
export { provisionTestRedis, type TestRedis } from './test-redis';
export { readLatestOtp, readOutbox } from './outbox-reader';
export {
  FAKE_FACEBOOK_APP_ID,
  FAKE_GOOGLE_CLIENT_ID,
  startFakeSocialProviders,
  type FakeSocialProviders,
} from './fake-social-providers';
/** Tables tests arrange directly, through the database handle of `createRestApi`. */
export { authSessions, loginLocks, users } from '../db/schema/identity';
export { maintenanceState } from '../db/schema/maintenance';
/** Opens the database a stack ran on (bench checks read it after the stack has stopped). */
export { createDatabase, type DatabaseHandle } from '../db/database';
export {
  pdfOfSize,
  sampleDocx,
  sampleExe,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleZip,
} from './document-fixtures';
export {
  inflatingZip,
  paymentCsv,
  paymentFileRow,
  paymentXlsx,
  usersXlsx,
  zipBomb,
  type PaymentFileRow,
} from './upload-fixtures';
export { postUpload, uploadAndWait, uploadProgress, waitForJob } from './upload-jobs';
