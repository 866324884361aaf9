import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OutlinedTextField } from './outlined-text-field';

describe('OutlinedTextField', () => {
  it('ties its label and its message to the input, as TextField does', () => {
    render(
      <OutlinedTextField
        id="login-password"
        name="password"
        label="Password"
        value=""
        onChange={vi.fn()}
        error
        helperText="Enter a password"
        htmlInput={{ 'data-testid': 'login-password' }}
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toBe(screen.getByTestId('login-password'));
    expect(input).toHaveAccessibleDescription('Enter a password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById('login-password-helper-text')).toHaveTextContent('Enter a password');
  });

  it('draws the same outlined field as TextField, so the screens look as before', () => {
    const field = (element: React.ReactElement) => {
      const { container, unmount } = render(element);
      const classes = [...container.querySelectorAll('*')].map((node) =>
        [...node.classList]
          .filter((name) => name.startsWith('Mui') && name !== 'MuiTextField-root')
          .join(' '),
      );
      unmount();
      return classes;
    };
    const ours = field(
      <OutlinedTextField id="otp" name="otp" label="OTP" value="12" onChange={vi.fn()} disabled />,
    );
    const theirs = field(
      <TextField id="otp" name="otp" label="OTP" value="12" onChange={vi.fn()} disabled fullWidth />,
    );
    expect(ours).toEqual(theirs);
  });
});
