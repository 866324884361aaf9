import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

type Props = {
  name: string;
  label: string;
  value: string;
  error?: string;
  disabled?: boolean;
  autoComplete: 'current-password' | 'new-password';
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: React.FocusEvent<HTMLInputElement>) => void;
};

/** A password input with a show/hide toggle; its helper text carries the field's spec message. */
export function PasswordField({
  name,
  label,
  value,
  error,
  disabled,
  autoComplete,
  onChange,
  onBlur,
}: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={`password-${name}`}
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      fullWidth
      slotProps={{
        htmlInput: { 'data-testid': `password-${name}` },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? `Hide ${label}` : `Show ${label}`}
                onClick={() => setVisible(!visible)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
