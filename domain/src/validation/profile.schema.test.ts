import { describe, expect, it } from 'vitest';
import { ProfileMessage, profileParentsSchema } from './profile.schema';

describe('profile parents section', () => {
  it('takes a parent mobile left empty (formik validates it as undefined) as no number', async () => {
    const values = { fatherName: 'Ravi Iyer', motherName: 'Lakshmi Iyer', fatherMobile: '9123456789' };
    await expect(profileParentsSchema.validate(values)).resolves.toEqual({ ...values, motherMobile: '' });
  });

  it('refuses a parent mobile that is not a valid Indian mobile', async () => {
    const values = {
      fatherName: 'Ravi Iyer',
      motherName: 'Lakshmi Iyer',
      fatherMobile: '12345',
      motherMobile: '',
    };
    await expect(profileParentsSchema.validate(values)).rejects.toThrow(ProfileMessage.PARENT_MOBILE_INVALID);
  });
});
