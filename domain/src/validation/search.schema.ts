import { string } from 'yup';
import { checkInput, type InputCheck } from './input-check';

/** The longest search text any list accepts (catalogue, payment report): every tier refuses longer. */
export const SEARCH_MAX_LENGTH = 100;

export const searchTextRule = string()
  .trim()
  .max(SEARCH_MAX_LENGTH, `Search text can be at most ${SEARCH_MAX_LENGTH} characters.`);

/** A search text outside a form (the gateway's list arguments): trimmed, or the rule's message. */
export const checkSearchText = (value: string): InputCheck<string> =>
  checkInput(searchTextRule, value) as InputCheck<string>;
