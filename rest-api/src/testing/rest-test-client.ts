import {
  type Envelope,
  Header,
  type LoginRequest,
  type LoginResponse,
  newerJti,
  RestPath,
  RoleName,
  TokenType,
} from '@finx/domain';
import type { FieldCipher } from '@finx/domain/server';
import { DEMO_PASSWORD } from '../db/seed';
import type { RestTransport, TransportRequest, TransportResponse } from './rest-transport';

export type QueryParams = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  /** Encrypt the query into `enc` (default true when a query is given, as the gateway does). */
  encryptQuery?: boolean;
  /** Encrypt the sensitive fields of the body (default true). */
  encryptBody?: boolean;
  /** Extra or replacing headers; `null` leaves a default header out. */
  headers?: Record<string, string | null>;
  /** Send the token headers (default true). */
  authenticate?: boolean;
  /** Send this raw text (or bytes, which need not be UTF-8) as the body instead of JSON. */
  rawBody?: string | Uint8Array<ArrayBuffer>;
}

/** The answers a login can carry to the prompts of `000 §8` (SM-07, SM-14). */
export interface LoginPrompts {
  logoutOtherSessions?: boolean;
  reactiveConsent?: boolean;
}

/**
 * Test clients answer Yes to "already logged in on another machine" unless a test says otherwise: tests
 * of one file share a server, and a login of the same user in an earlier test would answer SM-07.
 */
const TAKE_OVER: LoginPrompts = { logoutOtherSessions: true };

export interface RestResponse<TObject = unknown, TItem = unknown> {
  status: number;
  body: Envelope<TObject, TItem>;
  headers: Record<string, string | undefined>;
}

/**
 * Talks to the REST tier the way the gateway does: fetches the anonymous token, logs in with the
 * e-mail encrypted, sends token/jtitoken/tokentype/userid/userlogin, encrypts queries and sensitive
 * fields, and keeps the newest jti across responses (by sequence, not arrival order).
 */
export class RestTestClient {
  token: string | null = null;
  jti: string | null = null;
  tokenType: TokenType | null = null;
  session: LoginResponse | null = null;

  constructor(
    private readonly transport: RestTransport,
    readonly cipher: FieldCipher,
  ) {}

  /** A fresh client with the same transport and cipher, holding no tokens. */
  fork(): RestTestClient {
    return new RestTestClient(this.transport, this.cipher);
  }

  async anonymous(): Promise<string> {
    const response = await this.request<string>('GET', RestPath.JWT_TOKEN, { authenticate: false });
    const token = response.body.responseObject;
    if (response.status !== 200 || !token) throw new Error(`anonymous token refused: ${response.status}`);
    this.token = token;
    this.jti = token;
    this.tokenType = TokenType.ANONYMOUS;
    this.session = null;
    return token;
  }

  /** Logs in; on success the client holds the user token and the session's first jti. */
  async login(
    email: string,
    password: string = DEMO_PASSWORD,
    prompts: LoginPrompts = TAKE_OVER,
  ): Promise<RestResponse<LoginResponse>> {
    const body: LoginRequest = {
      userLoginName: email,
      emailId: email,
      userPassword: password,
      role: RoleName.STUDENT,
      ...prompts,
    };
    return this.signIn(RestPath.LOGIN, body);
  }

  /** Mobile login (`000 §3`); the mobile number travels encrypted like every sensitive field. */
  loginWithMobile(
    mobileNumber: string,
    otp: string,
    prompts: LoginPrompts = TAKE_OVER,
  ): Promise<RestResponse<LoginResponse>> {
    return this.signIn(RestPath.LOGIN_WITH_MOBILE, { mobileNumber, otp, role: RoleName.STUDENT, ...prompts });
  }

  /** Any login call: on success the client holds the user token and the session's first jti. */
  async signIn(path: string, body: unknown): Promise<RestResponse<LoginResponse>> {
    if (!this.token) await this.anonymous();
    const response = await this.request<LoginResponse>('POST', path, { body });
    const login = response.body.responseObject;
    if (response.body.status === 'success' && login) {
      this.token = login.jwttoken;
      this.tokenType = TokenType.USER;
      this.session = login;
      // A new session restarts the sequence: its first jti replaces the old chain outright.
      this.jti = response.headers[Header.JTI] ?? null;
    }
    return response;
  }

  /** Logs in and fails loudly if the login does not succeed. */
  async loginAs(email: string, password?: string): Promise<LoginResponse> {
    const response = await this.login(email, password);
    if (!this.session) throw new Error(`login of ${email} failed: ${JSON.stringify(response.body)}`);
    return this.session;
  }

  async refreshToken(): Promise<RestResponse<string>> {
    const response = await this.request<string>('POST', RestPath.JWT_TOKEN);
    const token = response.body.responseObject;
    if (response.status === 200 && token) this.token = token;
    return response;
  }

  get<TObject = unknown, TItem = unknown>(path: string, options: RequestOptions = {}) {
    return this.request<TObject, TItem>('GET', path, options);
  }

  post<TObject = unknown, TItem = unknown>(path: string, body: unknown, options: RequestOptions = {}) {
    return this.request<TObject, TItem>('POST', path, { ...options, body });
  }

  async request<TObject = unknown, TItem = unknown>(
    method: TransportRequest['method'],
    path: string,
    options: RequestOptions = {},
  ): Promise<RestResponse<TObject, TItem>> {
    const response = await this.send(method, path, options);
    return { status: response.status, headers: response.headers, body: JSON.parse(response.body) };
  }

  /** A request whose answer is kept as text: for answers that need not be JSON (the fuzz suite's). */
  async send(
    method: TransportRequest['method'],
    path: string,
    options: RequestOptions = {},
  ): Promise<TransportResponse> {
    const response = await this.transport({
      method,
      url: path + this.queryString(options),
      headers: this.headers(options),
      ...this.payload(options),
    });
    const jti = response.headers[Header.JTI];
    if (jti && (options.authenticate ?? true)) this.jti = newerJti(this.jti, jti);
    return response;
  }

  private queryString({ query, encryptQuery = true }: RequestOptions): string {
    if (!query) return '';
    if (encryptQuery) return `?${this.cipher.encryptQuery(query)}`;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) search.set(key, String(value));
    }
    return `?${search.toString()}`;
  }

  private headers({
    headers = {},
    authenticate = true,
    body,
    rawBody,
  }: RequestOptions): Record<string, string> {
    const all: Record<string, string | null> = {};
    if (body !== undefined || rawBody !== undefined) all['content-type'] = 'application/json';
    if (authenticate && this.token) {
      all[Header.TOKEN] = this.token;
      all[Header.TOKEN_TYPE] = this.tokenType ?? TokenType.ANONYMOUS;
      if (this.jti) all[Header.JTI] = this.jti;
      if (this.session) {
        all[Header.USER_ID] = String(this.session.userId);
        all[Header.USER_LOGIN] = this.session.emailId;
      }
    }
    Object.assign(all, headers);
    return Object.fromEntries(
      Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null),
    );
  }

  private payload({ body, rawBody, encryptBody = true }: RequestOptions): {
    body?: string | Uint8Array<ArrayBuffer>;
  } {
    if (rawBody !== undefined) return { body: rawBody };
    if (body === undefined) return {};
    return { body: JSON.stringify(encryptBody ? this.cipher.encryptFields(body) : body) };
  }
}
