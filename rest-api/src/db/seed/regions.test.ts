import { describe, expect, it } from 'vitest';
import { REGION_PAGE_MAX } from '@finx/domain';
import { REGION_ROWS } from './regions';

/** India's 28 states and 8 union territories, spelled as the Government of India spells them. */
const STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
];
const UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
];

describe('region seed (issue 28 item 11)', () => {
  it('lists every state and union territory of India, in one page of the lookup', () => {
    const india = REGION_ROWS.find((row) => row.kind === 'COUNTRY' && row.name === 'India');
    const states = REGION_ROWS.filter((row) => row.kind === 'STATE' && row.parentId === india?.regionId);
    expect(states.map((row) => row.name).sort()).toEqual([...STATES, ...UNION_TERRITORIES].sort());
    expect(states.length).toBeLessThanOrEqual(REGION_PAGE_MAX);
  });
});
