import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type {
  ChangeEvent,
  FocusEventHandler,
  InputHTMLAttributes,
  KeyboardEventHandler,
  ReactNode,
} from 'react';

type Props = {
  /** The input's id; the label and the helper text are tied to it, as TextField ties them. */
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  onKeyUp?: KeyboardEventHandler<HTMLInputElement>;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  type?: string;
  autoComplete?: string;
  endAdornment?: ReactNode;
  /** Attributes of the <input> itself: data-testid, inputMode, maxLength. */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };
};

/**
 * A full-width outlined text field with the same markup as MUI's TextField (label, notched outline,
 * helper text, and the ids and aria-describedby that tie them together), composed from the parts MUI
 * documents for it. TextField itself also imports Select, Menu, Popover and the filled and standard
 * inputs for its other variants; the forms on the first screen a visitor sees (the Login tab on `/`)
 * use this instead, so that screen does not download them (issue 9, first load).
 */
export function OutlinedTextField({
  id,
  label,
  error,
  helperText,
  disabled,
  htmlInput,
  endAdornment,
  ...input
}: Props) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const labelId = `${id}-label`;
  return (
    <FormControl variant="outlined" fullWidth error={error} disabled={disabled}>
      <InputLabel htmlFor={id} id={labelId}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        fullWidth
        endAdornment={endAdornment}
        aria-describedby={helperId}
        inputProps={htmlInput}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
