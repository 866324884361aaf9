/** A paragraph, or a bulleted list of short points. */
export type PolicyBlock = string | { readonly list: readonly string[] };

/** One headed section of a policy page; `id` is the anchor, so a section can be linked. */
export interface PolicySection {
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly PolicyBlock[];
}
