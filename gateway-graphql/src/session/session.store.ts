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
 * Where sessions live: in process (one gateway) or in Redis (several gateway replicas). Entries expire
 * after the idle TTL, counted from the last get, so an active user stays signed in.
 */
export interface SessionStore {
  /** The session, with its idle TTL restarted; null when unknown or expired. */
  get(id: string): Promise<SessionData | null>;
  set(id: string, data: SessionData): Promise<void>;
  delete(id: string): Promise<void>;
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
