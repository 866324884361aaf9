import { describe, expect, it, vi } from 'vitest';
import { fieldError, formikTextField } from './formik-text-field';

interface Values {
  name: string;
  city: string;
}

const form = (state: { touched?: Partial<Record<keyof Values, boolean>>; submitCount?: number }) => ({
  values: { name: 'Asha', city: '' },
  errors: { city: 'Please enter the city' },
  touched: state.touched ?? {},
  submitCount: state.submitCount ?? 0,
  isSubmitting: false,
  handleChange: vi.fn(),
  handleBlur: vi.fn(),
});

describe('formik text fields', () => {
  it('keeps a field quiet until it is left or the form is submitted', () => {
    expect(fieldError(form({}), 'city')).toBeUndefined();
    expect(fieldError(form({ touched: { city: true } }), 'city')).toBe('Please enter the city');
    expect(fieldError(form({ submitCount: 1 }), 'city')).toBe('Please enter the city');
    expect(fieldError(form({ submitCount: 1 }), 'name')).toBeUndefined();
  });

  it('binds value, error line and test id', () => {
    const props = formikTextField(form({ submitCount: 1 }), 'city', 'college-city');
    expect(props).toMatchObject({
      name: 'city',
      value: '',
      error: true,
      helperText: 'Please enter the city',
    });
    expect(props.slotProps).toEqual({ htmlInput: { 'data-testid': 'college-city' } });
    const quiet = formikTextField(form({}), 'name');
    expect(quiet).toMatchObject({ value: 'Asha', error: false, helperText: ' ' });
    expect('slotProps' in quiet).toBe(false);
  });
});
