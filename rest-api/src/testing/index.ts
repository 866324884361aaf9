export { RestTestClient, type QueryParams, type RequestOptions, type RestResponse } from './rest-test-client';
export { fetchTransport, injectTransport, type RestTransport } from './rest-transport';
export { createTestRestApi, type TestRestApi } from './test-rest-api';
export { provisionTestDatabase, type TestDatabase } from './test-database';
