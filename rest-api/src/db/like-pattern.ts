/**
 * A "contains" pattern for LIKE/ILIKE that matches the text literally: the learner's `%`, `_` and `\`
 * are escaped, so a search for "100%" is not a wildcard.
 */
export const likeEscaped = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
