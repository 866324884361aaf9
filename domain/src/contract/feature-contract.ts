/**
 * How one feature declares its share of what the tiers agree on: its reason codes, each with the message
 * a person reads, its reason unions, its screens' paths and link builders, and its REST paths. The
 * cross-feature tables (`ReasonCode`, `ReasonMessage`, `FeatureReasons`, `ClientPath`, `ClientRoute`,
 * `RestPath`) are merged from the one list in `features.ts`, so a feature is written down in its own
 * file and nowhere else.
 */

/**
 * A reason code whose name in code is also its code on the wire needs only its message; a spec code
 * spelled otherwise (`SM-03`, `FC-01`) names it. Code and message are one entry, so neither can be
 * declared without the other: a code without its message does not compile.
 */
export type ReasonDeclaration = string | { readonly code: string; readonly message: string };
type ReasonDeclarations = Readonly<Record<string, ReasonDeclaration>>;

type CodeOf<Name, Declared> = Declared extends { readonly code: infer Code extends string } ? Code : Name;
type MessageOf<Declared> = Declared extends { readonly message: infer Message extends string }
  ? Message
  : Declared;

/** A feature's reason codes compiled: `codes` by name (`ReasonCode.X`), `messages` by code. */
export interface ReasonTable<Codes, Messages> {
  readonly codes: Codes;
  readonly messages: Messages;
}
type CodesOf<D extends ReasonDeclarations> = { readonly [Name in keyof D & string]: CodeOf<Name, D[Name]> };
type MessagesOf<D extends ReasonDeclarations> = {
  readonly [Name in keyof D & string as CodeOf<Name, D[Name]>]: MessageOf<D[Name]>;
};

export const reasonsOf = <const D extends ReasonDeclarations>(
  declared: D,
): ReasonTable<CodesOf<D>, MessagesOf<D>> => {
  const codes: Record<string, string> = {};
  const messages: Record<string, string> = {};
  for (const [name, declaration] of Object.entries(declared)) {
    const code = typeof declaration === 'string' ? name : declaration.code;
    codes[name] = code;
    messages[code] = typeof declaration === 'string' ? declaration : declaration.message;
  }
  return { codes: codes as CodesOf<D>, messages: messages as MessagesOf<D> };
};

/** Names to strings: paths by name, codes by name, messages by code. */
type StringTable = Readonly<Record<string, string>>;
type RouteBuilders = Readonly<Record<string, (...args: never[]) => string>>;
type Nothing = Readonly<Record<never, never>>;

/** What a feature file passes: every table may be left out when the feature has none. */
interface FeatureContractInput {
  /** The feature's name, the folder name it has in every tier. */
  readonly feature: string;
  readonly reasons?: ReasonTable<StringTable, StringTable>;
  /** The feature's reason unions (`XxxReasons`): the codes its calls refuse with as data. */
  readonly refusals?: readonly (readonly string[])[];
  readonly clientPaths?: StringTable;
  readonly clientRoutes?: RouteBuilders;
}

interface Defaults {
  readonly reasons: ReasonTable<Nothing, Nothing>;
  readonly refusals: readonly [];
  readonly clientPaths: Nothing;
  readonly clientRoutes: Nothing;
}

/** One feature's contract with its own tables' exact types (what `defineFeatureContract` returns). */
export type ContractOf<Input extends FeatureContractInput> = {
  readonly [Key in keyof Defaults | 'feature']: Key extends keyof Input
    ? Exclude<Input[Key], undefined>
    : Key extends keyof Defaults
      ? Defaults[Key]
      : never;
};

/** Any feature's contract, as code that reads them all sees it. */
export interface FeatureContract {
  readonly feature: string;
  readonly reasons: ReasonTable<StringTable, StringTable>;
  readonly refusals: readonly (readonly string[])[];
  readonly clientPaths: StringTable;
  readonly clientRoutes: RouteBuilders;
}

export const defineFeatureContract = <const Input extends FeatureContractInput>(
  input: Input,
): ContractOf<Input> => {
  const defaults: Defaults = {
    reasons: { codes: {}, messages: {} },
    refusals: [],
    clientPaths: {},
    clientRoutes: {},
  };
  return { ...defaults, ...input } as ContractOf<Input>;
};

/**
 * A feature's REST paths, declared beside its contract rather than in it, as a plain literal (`as const
 * satisfies RestPathTable`): only the gateway and REST call them, and this way the client, whose first
 * load carries every contract (its screens and messages), leaves them out. `paths.ts` finds them among
 * the list's exports.
 */
export interface RestPathTable {
  readonly feature: string;
  readonly restPaths: StringTable;
}

type Intersection<Union> = (Union extends unknown ? (member: Union) => void : never) extends (
  member: infer Both,
) => void
  ? Both
  : never;

/** One table with every key of the given tables (a union of the features' tables). */
export type Merged<Tables> = { readonly [Key in keyof Intersection<Tables>]: Intersection<Tables>[Key] };

/**
 * The features' tables as one. A key declared by two features would be overwritten here without a
 * word: features.test.ts fails on it.
 */
export const mergeTables = <Table extends object>(tables: readonly Table[]): Merged<Table> => {
  const merged: Record<string, unknown> = {};
  for (const table of tables) Object.assign(merged, table);
  return merged as Merged<Table>;
};

type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** A path with its query; parameters that are null or undefined are left out. */
export const withQuery = (path: string, query: Query): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** A path with one `:param` filled in, encoded. */
export const withParam = (path: string, param: string, value: number | string): string =>
  path.replace(`:${param}`, encodeURIComponent(String(value)));
