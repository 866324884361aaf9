import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

interface Options extends Pick<TextFieldProps, 'label' | 'size' | 'onBlur' | 'required'> {
  /** `data-testid` of the input itself, where a test types. */
  testId: string;
  /** The field's error, shown in place of the hint. */
  error?: string | null;
  /** What the field says while it has no error; `' '` keeps the row's height when an error comes. */
  hint?: string;
}

/**
 * An Autocomplete's `renderInput`: a text field with its label, the error in place of the hint, and the
 * test id on the input. MUI hands the input's own props (its keyboard and listbox wiring) in
 * `slotProps.htmlInput`, so the test id is merged into them, never put in their place.
 */
export const autocompleteInput = ({ testId, error, hint, ...props }: Options) =>
  function AutocompleteInput(params: AutocompleteRenderInputParams) {
    return (
      <TextField
        {...params}
        {...props}
        error={Boolean(error)}
        helperText={error ?? hint}
        slotProps={{
          ...params.slotProps,
          htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
        }}
      />
    );
  };
