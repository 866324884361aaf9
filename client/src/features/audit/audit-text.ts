import type { StaffAction } from '@finx/domain';
import { formatPrice } from '../../shared/format';

/** What each audited change is called on screen; a new action fails to compile until it has words. */
const ACTION_TEXT: Record<StaffAction, string> = {
  'user.inactivate': 'Inactivated a user',
  'user.reactivate': 'Reactivated a user',
  'user.unlock': 'Unlocked an account',
  'loan.status': 'Changed a loan status',
  'user.create': 'Created a staff user',
  'user.update': 'Edited a user',
  'user.password': 'Changed a password',
  'user.approve': 'Approved a sign-up',
  'user.reject': 'Rejected a sign-up',
  'job.create': 'Posted a job',
  'job.update': 'Edited a job',
  'application.move': 'Moved a candidate',
  'application.reject': 'Rejected a candidate',
  'application.placement': 'Recorded a placement',
  'maintenance.change': 'Switched maintenance',
  'chat.switch': 'Switched an AI assistant',
  'upload.payment': 'Uploaded payments',
  'upload.users': 'Uploaded users',
  'upload.unsubscribe-bounced': 'Uploaded unsubscribes',
  'upload.course-students': 'Uploaded course students',
  'course.student.enrol': 'Enrolled a student',
  'upload.gdpi': 'Uploaded GDPI results',
  'upload.spoc': 'Uploaded SPOCs',
  'upload.jobs': 'Uploaded jobs',
  'upload.profile-scores': 'Uploaded profile scores',
  'product.create': 'Created a product',
  'product.update': 'Edited a product',
  'product.activate': 'Activated a product',
  'product.deactivate': 'Deactivated a product',
  'module.create': 'Created a module',
  'module.update': 'Edited a module',
  'module.activate': 'Activated a module',
  'module.deactivate': 'Deactivated a module',
  'lesson.create': 'Added a lesson',
  'lesson.update': 'Edited a lesson',
  'lesson.move': 'Moved a lesson',
  'lesson.remove': 'Removed a lesson',
  'product.categories': 'Changed product categories',
  'product.looking-for': "Changed a product's audiences",
  'learning-path.create': 'Created a learning path',
  'learning-path.update': 'Edited a learning path',
  'learning-path.activate': 'Activated a learning path',
  'learning-path.deactivate': 'Deactivated a learning path',
  'video.upload': 'Uploaded a video',
  'product.validity': 'Changed a validity',
  'product.prerequisites': 'Changed prerequisites',
  'message.draft': 'Saved a message draft',
  'message.send': 'Sent a message',
  'event.create': 'Created an event',
  'event.update': 'Edited an event',
  'event.remind': 'Sent event reminders',
  'college.contact': "Changed a college's contact",
  'spoc.assign': 'Assigned a SPOC',
  'discount.create': 'Created a discount',
  'discount.update': 'Edited a discount',
  'corporate.create': 'Created a corporate',
  'corporate.update': 'Edited a corporate',
  'corporate-enquiry.update': 'Answered a corporate enquiry',
  'college.create': 'Created a college',
  'college.update': 'Edited a college',
  'college.member-add': 'Added a college member',
  'college.member-remove': 'Removed a college member',
  'user.email': "Changed a learner's e-mail",
  'profile.update': "Changed a learner's profile",
  'resume.update': "Put a learner's resume",
  'institute.save': "Saved a learner's institute details",
  'lead.save': 'Saved where a learner came from',
};

/** An action as staff read it; an action this client does not know yet is shown as stored. */
export const actionText = (action: string): string =>
  (ACTION_TEXT as Record<string, string | undefined>)[action] ?? action;

/** 'corporate-enquiry' → 'Corporate enquiry'. */
export const entityText = (entityType: string): string => {
  const words = entityType.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Names the log's keys cannot spell out themselves ('isActive' reads as 'Active', not 'Is active'). */
const FIELD_NAMES: Record<string, string> = {
  isActive: 'Active',
  mobileNo: 'Mobile',
  emailId: 'E-mail',
  email: 'E-mail',
  roleId: 'Role',
  ctc: 'CTC',
  spoc: 'SPOC',
};

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** 'lockedUntil' → 'Locked until', 'maxDiscountPaise' → 'Max discount' (the amount says ₹). */
export const fieldName = (key: string): string => {
  const known = FIELD_NAMES[key];
  if (known) return known;
  const words = key
    .replace(/Paise$/, '')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Amounts the log keeps in whole rupees rather than paise. */
const RUPEE_KEYS = new Set(['ctc']);
/** A stored state such as IN_PROGRESS; letters only, so a coupon code such as WELCOME10 stays as typed. */
const STATE = /^[A-Z]+(?:_[A-Z]+)*$/;
/** Keys whose values are codes people type, shown as stored even when they look like a state. */
const isCode = (key: string): boolean => /(?:^c|C)ode$/.test(key);

/** A listed record (a job's stage, a question) by its own name, else its fields. */
const itemText = (item: object): string => {
  const named = (item as { name?: unknown; text?: unknown }).name ?? (item as { text?: unknown }).text;
  if (typeof named === 'string') return named;
  return Object.entries(item)
    .map(([key, field]) => `${fieldName(key)}: ${fieldValue(key, field)}`)
    .join('; ');
};

/**
 * A value as the rest of the console shows it: ₹ with paise, DD/MM/YYYY, India's time, Yes and No, a
 * state in words ('In progress', not IN_PROGRESS) and a list of records by their names.
 */
export const fieldValue = (key: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && key.endsWith('Paise')) return formatPrice(value / 100);
  if (typeof value === 'number' && RUPEE_KEYS.has(key)) return formatPrice(value);
  if (typeof value === 'string' && STATE.test(value) && !isCode(key)) {
    const words = value.replace(/_/g, ' ').toLowerCase();
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return dateTime.format(date);
  }
  if (typeof value === 'string' && ISO_DATE.test(value)) return value.split('-').reverse().join('/');
  if (Array.isArray(value)) return value.map((item) => fieldValue(key, item)).join(', ');
  if (typeof value === 'object') return itemText(value);
  return String(value);
};

/** The changed fields as 'Name: value' pairs; the log keeps only what the change touched. */
export const changeText = (json: string | null): string => {
  if (json === null) return '';
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return fieldValue('', value);
  return Object.entries(value)
    .map(([key, field]) => `${fieldName(key)}: ${fieldValue(key, field)}`)
    .join(', ');
};

/** When a change was made, in India's time as the console shows dates. */
export const whenText = (iso: string): string => dateTime.format(new Date(iso));
