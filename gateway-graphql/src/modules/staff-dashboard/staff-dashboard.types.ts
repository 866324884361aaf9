import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

/** One India day of the period. */
@ObjectType()
export class StaffDashboardDay {
  @Field(() => String, { description: 'ISO date.' })
  date!: string;

  @Field(() => Int)
  signUps!: number;

  @Field(() => Int)
  orders!: number;

  @Field(() => Float)
  revenueRupees!: number;

  @Field(() => Int)
  enrolments!: number;

  @Field(() => Int)
  applications!: number;
}

/** The admin and ops dashboards' figures over a period of whole India days. */
@ObjectType()
export class StaffDashboardFigures {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  from!: string;

  @Field(() => String)
  to!: string;

  @Field(() => Int, { description: 'Accounts created in the period.' })
  signUps!: number;

  @Field(() => Int, { description: 'Orders paid in the period.' })
  orders!: number;

  @Field(() => Float, { description: 'What the paid orders brought in, after discounts.' })
  revenueRupees!: number;

  @Field(() => Int)
  enrolments!: number;

  @Field(() => Int, { description: 'Job applications made in the period.' })
  applications!: number;

  @Field(() => Int, { description: 'Alerts learners have not read yet (now, not of the period).' })
  openAlerts!: number;

  @Field(() => [StaffDashboardDay])
  days!: StaffDashboardDay[];
}

/** The figures, or why the period cannot be read (on `from` or `to`). */
@ObjectType()
export class StaffDashboardResult {
  @Field(() => StaffDashboardFigures, { nullable: true })
  figures!: StaffDashboardFigures | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
