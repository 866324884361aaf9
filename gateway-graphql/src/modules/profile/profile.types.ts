import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

export enum RegionKindInput {
  COUNTRY = 'COUNTRY',
  STATE = 'STATE',
  CITY = 'CITY',
  SUBURB = 'SUBURB',
}
registerEnumType(RegionKindInput, {
  name: 'RegionKind',
  description: 'A level of the region lookups; each is listed under the level above it.',
});

export enum ProfileOptionKindInput {
  JOB_FUNCTION = 'JOB_FUNCTION',
  KEY_SKILL = 'KEY_SKILL',
  INTEREST_AREA = 'INTEREST_AREA',
  PREFERRED_DOMAIN = 'PREFERRED_DOMAIN',
  LOCATION = 'LOCATION',
}
registerEnumType(ProfileOptionKindInput, {
  name: 'ProfileOptionKind',
  description: 'An option list of the profile’s preferences.',
});

/** A country, state, city or suburb (ids are unique across the levels). */
@ObjectType()
export class Region {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;
}

/** An option of one of the preferences' lists (ids are unique across the lists). */
@ObjectType()
export class ProfileOption {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;
}

@ObjectType()
export class RegionPage {
  @Field(() => [Region])
  items!: Region[];

  @Field(() => Int, { description: 'How many match in all pages.' })
  totalRecords!: number;
}

@ObjectType()
export class PersonalDetails {
  @Field(() => String, { description: 'YYYY-MM-DD.' })
  dateOfBirth!: string;

  @Field(() => String, { description: 'MALE, FEMALE or OTHER.' })
  gender!: string;
}

@ObjectType()
export class ProfileParents {
  @Field(() => String)
  fatherName!: string;

  @Field(() => String)
  fatherMobile!: string;

  @Field(() => String)
  motherName!: string;

  @Field(() => String)
  motherMobile!: string;
}

@ObjectType()
export class ProfileAddress {
  @Field(() => String)
  addressLine!: string;

  @Field(() => Region)
  country!: Region;

  @Field(() => Region)
  state!: Region;

  @Field(() => Region)
  city!: Region;

  @Field(() => Region, { nullable: true })
  suburb!: Region | null;

  @Field(() => String)
  pincode!: string;
}

@ObjectType()
export class EducationDetails {
  @Field(() => String)
  qualification!: string;

  @Field(() => String)
  institute!: string;

  @Field(() => Int)
  yearOfPassing!: number;

  @Field(() => Float)
  percentage!: number;
}

@ObjectType()
export class EmploymentDetails {
  @Field(() => String, { description: 'FRESHER or EXPERIENCED.' })
  status!: string;

  @Field(() => String)
  organisation!: string;

  @Field(() => String)
  designation!: string;

  @Field(() => Float, { nullable: true })
  experienceYears!: number | null;
}

@ObjectType()
export class ProfilePreferences {
  @Field(() => ProfileOption)
  jobFunction!: ProfileOption;

  @Field(() => [ProfileOption])
  keySkills!: ProfileOption[];

  @Field(() => [ProfileOption])
  interestAreas!: ProfileOption[];

  @Field(() => ProfileOption)
  preferredDomain!: ProfileOption;

  @Field(() => [ProfileOption])
  locations!: ProfileOption[];
}

/** The learner's profile; a null section is one not filled in yet. */
@ObjectType()
export class LearnerProfile {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => PersonalDetails, { nullable: true })
  personal!: PersonalDetails | null;

  @Field(() => ProfileParents, { nullable: true })
  parents!: ProfileParents | null;

  @Field(() => ProfileAddress, { nullable: true })
  address!: ProfileAddress | null;

  @Field(() => EducationDetails, { nullable: true })
  education!: EducationDetails | null;

  @Field(() => EmploymentDetails, { nullable: true })
  employment!: EmploymentDetails | null;

  @Field(() => ProfilePreferences, { nullable: true })
  preferences!: ProfilePreferences | null;

  @Field(() => String, { nullable: true, description: 'The Aadhar on file, masked: XXXX XXXX 1234.' })
  maskedAadhar!: string | null;

  @Field(() => [String], { description: 'The sections filled in.' })
  completeSections!: string[];

  @Field(() => Int, { description: 'Share of sections filled in, in percent.' })
  completeness!: number;

  @Field(() => Int, { description: 'Out of 100; each completed section adds its weight.' })
  employabilityScore!: number;
}

@ObjectType()
export class ProfilePayload {
  @Field(() => LearnerProfile, { nullable: true })
  profile!: LearnerProfile | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@InputType()
export class PersonalDetailsInput {
  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String, { description: 'YYYY-MM-DD.' })
  dateOfBirth!: string;

  @Field(() => String)
  gender!: string;
}

@InputType()
export class ProfileParentsInput {
  @Field(() => String)
  fatherName!: string;

  @Field(() => String, { description: 'Optional: empty, or 10 digits starting 2-9.' })
  fatherMobile!: string;

  @Field(() => String)
  motherName!: string;

  @Field(() => String)
  motherMobile!: string;
}

@InputType()
export class AddressInput {
  @Field(() => String)
  addressLine!: string;

  @Field(() => Int)
  countryId!: number;

  @Field(() => Int)
  stateId!: number;

  @Field(() => Int)
  cityId!: number;

  @Field(() => Int, { nullable: true })
  suburbId?: number | null;

  @Field(() => String)
  pincode!: string;
}

@InputType()
export class EducationInput {
  @Field(() => String)
  qualification!: string;

  @Field(() => String)
  institute!: string;

  @Field(() => Int)
  yearOfPassing!: number;

  @Field(() => Float)
  percentage!: number;
}

@InputType()
export class EmploymentInput {
  @Field(() => String)
  status!: string;

  @Field(() => String)
  organisation!: string;

  @Field(() => String)
  designation!: string;

  @Field(() => Float, { nullable: true })
  experienceYears?: number | null;
}

@InputType()
export class PreferencesInput {
  @Field(() => Int)
  jobFunctionId!: number;

  @Field(() => [Int])
  keySkillIds!: number[];

  @Field(() => [Int])
  interestAreaIds!: number[];

  @Field(() => Int)
  preferredDomainId!: number;

  @Field(() => [Int])
  locationIds!: number[];
}

@InputType()
export class AadharInput {
  @Field(() => String, {
    description: '12 digits (spaces allowed); the masked form shown back leaves the number unchanged.',
  })
  aadharNumber!: string;
}
