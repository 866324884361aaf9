import type { FieldCipher } from '@finx/domain/server';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database, RunInTransaction } from '../db/database';
import type { FeatureSeed } from '../db/seed/feature-seed';
import type { OperationLimits } from '../http/operation-limits';
import type { Messenger } from '../providers/messaging/messenger';
import type { SessionService } from './session/session.service';
import type { TokenService } from './session/token.service';

/** Shared infrastructure, built once in app.ts and handed to every feature module. */
export interface Infrastructure {
  readonly config: Config;
  /** For repositories only: routes and services never query the database themselves. */
  readonly db: Database;
  /** One transaction around several repository calls; services pass the handle on, never query with it. */
  readonly transaction: RunInTransaction;
  /** Mail and SMS: the outbox always, SMTP and the SMS provider when configured. */
  readonly messenger: Messenger;
  /** Signs and checks the platform's JWTs. */
  readonly tokens: TokenService;
  /** Server sessions and their jti chains. */
  readonly sessions: SessionService;
  /** The AES field cipher of sensitive fields (`000 §3`). */
  readonly cipher: FieldCipher;
  /** Per-operation limits of mail-sending and anonymous writes (issue 25). */
  readonly limits: OperationLimits;
}

/**
 * One feature of the REST tier: `services/<name>/<name>.module.ts` exports exactly one, and
 * `services/index.ts` lists it once. `register` builds the feature's repositories and services from the
 * infrastructure and adds its routes to `app`, a Fastify plugin scope of the feature's own (content-type
 * parsers and hooks added there stay inside the feature). `Name` is the literal the module is written
 * with: the tier's `FeatureName` union is read off the list, so no other list of names exists.
 */
export interface FeatureModule<Name extends string = string> {
  /** The folder's name, which is also the feature's name in the gateway and the client. */
  readonly name: Name;
  /**
   * The feature's rows for a new database (its `<name>.seed.ts`): run in the order of the feature list,
   * so a feature's rows may reference those of the features before it.
   */
  readonly seed?: FeatureSeed;
  /** Whether this deployment serves the feature; absent means always. */
  readonly enabled?: (config: Config) => boolean;
  register(app: FastifyInstance, infrastructure: Infrastructure): Promise<void>;
}

/**
 * Declares a feature module; the identity function keeps the object checked against the contract and
 * its name a literal type.
 */
export const defineFeature = <const Name extends string>(module: FeatureModule<Name>): FeatureModule<Name> =>
  module;
