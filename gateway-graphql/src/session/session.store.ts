import { createHash } from 'node:crypto';

/** The signed-in user as the gateway remembers it. Everything here came from the upstream login answer. */
export interface SessionViewer {
  userId: number;
  partyId: number;
  email: string;
  /** The login name; the spec's login answer sets it to the e-mail. */
  userName: string;
  /** The person's full name, for greetings. */
  name: string;
  roleId: number;
  roleName: string;
  forcePasswordChange: boolean;
}

/** One gateway session. The upstream token and jti stay here: they never reach the browser. */
export interface SessionData {
  userToken: string;
  /** The newest jti the upstream issued for this session (highest sequence). */
  jti: string;
  viewer: SessionViewer;
  createdAt: number;
}

/**
 * What every gateway process hears about sessions, so the sockets it holds follow them:
 * - `ended`: the session stored under `key` (its storageKey, never the id itself) is over here.
 * - `user`: the user's sessions may have ended upstream (a login elsewhere taking over, a password change,
 *   staff deactivating the account): each process asks rest-api about the sockets it holds for them.
 */
export type SessionSignal = { kind: 'ended'; key: string } | { kind: 'user'; userId: number };

export const isSessionSignal = (value: unknown): value is SessionSignal => {
  if (typeof value !== 'object' || value === null) return false;
  const signal = value as Record<string, unknown>;
  if (signal.kind === 'ended') return typeof signal.key === 'string' && signal.key.length <= 64;
  return signal.kind === 'user' && Number.isSafeInteger(signal.userId);
};

/**
 * Where sessions live: in process (one gateway) or in Redis (several gateway replicas). Entries expire
 * after the idle TTL, counted from the last get, so an active user stays signed in.
 */
export interface SessionStore {
  /** The session, with its idle TTL restarted; null when unknown or expired. */
  get(id: string): Promise<SessionData | null>;
  /**
   * The session without restarting its idle TTL: for checks that are not the user's doing (an open
   * socket asking whether its session still stands must not keep an idle session alive).
   */
  peek(id: string): Promise<SessionData | null>;
  set(id: string, data: SessionData): Promise<void>;
  /** Ends a session: it is removed and `{ kind: 'ended' }` is signalled to every process. */
  delete(id: string): Promise<void>;
  /** Tells every gateway process sharing the store (this one included). */
  signal(signal: SessionSignal): Promise<void>;
  /** Hears every signal, this process's own and other processes'. */
  onSignal(listener: (signal: SessionSignal) => void): void;
  /**
   * Records a jti if its sequence is higher than the stored one. Parallel requests of one session answer
   * out of order, so a plain write could put an older jti back.
   */
  advanceJti(id: string, jti: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Stores key sessions by a hash of the id, so a copy of the store (a Redis dump, a heap snapshot) does not
 * hand out live session tokens.
 */
export const storageKey = (id: string): string => createHash('sha256').update(id).digest('base64url');
