import { checkSearchText } from '@finx/domain';
import { badUserInput } from '../../errors/gateway-error';

/**
 * A list's search argument as it goes upstream: trimmed, left out when blank, refused (BAD_USER_INPUT on
 * `field`) when longer than the domain allows, before an over-long text travels upstream at all.
 */
export const searchTextOf = (value: string | null | undefined, field: string): string | undefined => {
  if (value === null || value === undefined) return undefined;
  const checked = checkSearchText(value);
  if (!checked.ok) throw badUserInput(field, checked.message);
  return checked.value === '' ? undefined : checked.value;
};
