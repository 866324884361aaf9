import { type AnyPgColumn, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The region lookups (`001 §7` Regions: country, state, city, suburb): one tree, each row under the
 * level above it. Reference data, seeded at every start (India first).
 */
export const regions = pgTable(
  'regions',
  {
    regionId: integer('region_id').primaryKey(),
    kind: text('kind', { enum: ['COUNTRY', 'STATE', 'CITY', 'SUBURB'] }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => regions.regionId),
    name: text('name').notNull(),
  },
  (table) => [index('regions_kind_parent_name_ix').on(table.kind, table.parentId, table.name)],
);

/** The preference option lists (`001 §7` jobFunction, keyskill, interestarea, preferreddomain, locations). */
export const profileOptions = pgTable(
  'profile_options',
  {
    optionId: integer('option_id').primaryKey(),
    kind: text('kind', {
      enum: ['JOB_FUNCTION', 'KEY_SKILL', 'INTEREST_AREA', 'PREFERRED_DOMAIN', 'LOCATION'],
    }).notNull(),
    name: text('name').notNull(),
  },
  (table) => [index('profile_options_kind_ix').on(table.kind, table.name)],
);

export interface PersonalColumn {
  dateOfBirth: string;
  gender: string;
}
export interface ParentsColumn {
  fatherName: string;
  fatherMobile: string;
  motherName: string;
  motherMobile: string;
}
export interface EducationColumn {
  qualification: string;
  institute: string;
  yearOfPassing: number;
  percentage: number;
}
export interface EmploymentColumn {
  status: string;
  organisation: string;
  designation: string;
  experienceYears: number | null;
}
export interface PreferencesColumn {
  jobFunctionId: number;
  keySkillIds: number[];
  interestAreaIds: number[];
  preferredDomainId: number;
  locationIds: number[];
}

/**
 * One learner's profile; a null section is one not filled in yet. The names live on users; the
 * Aadhar only as the field cipher's text, with its last four digits for the masked form.
 */
export const learnerProfiles = pgTable('learner_profiles', {
  partyId: integer('party_id')
    .primaryKey()
    .references(() => users.partyId),
  personal: jsonb('personal').$type<PersonalColumn>(),
  parents: jsonb('parents').$type<ParentsColumn>(),
  addressLine: text('address_line'),
  countryId: integer('country_id').references(() => regions.regionId),
  stateId: integer('state_id').references(() => regions.regionId),
  cityId: integer('city_id').references(() => regions.regionId),
  suburbId: integer('suburb_id').references(() => regions.regionId),
  pincode: text('pincode'),
  education: jsonb('education').$type<EducationColumn>(),
  employment: jsonb('employment').$type<EmploymentColumn>(),
  preferences: jsonb('preferences').$type<PreferencesColumn>(),
  /** `001 §7` otherpref: what the learner would like beyond the preference lists, in their words. */
  otherPreference: text('other_preference'),
  aadharCipher: text('aadhar_cipher'),
  aadharLastFour: text('aadhar_last_four'),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});
