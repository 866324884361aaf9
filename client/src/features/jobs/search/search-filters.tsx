import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useState, type FormEvent } from 'react';
import type { JobOptionFields as JobOption } from './search.types';
import { useJobFilterOptionsQuery } from '../../../graphql/generated/hooks';
import { idsParam, JobParam, useJobSearch } from './search-params';
import { autocompleteInput } from '../../../shared/autocomplete-input';

/** The experience choices: enough to cover the seeded ranges without a long list. */
const EXPERIENCE_YEARS = [0, 1, 2, 3, 4, 5, 7, 10, 15];
const ANY = '';

const byIds = (options: readonly JobOption[], ids: readonly number[]): JobOption[] =>
  ids.flatMap((id) => options.find((option) => option.id === id) ?? []);

function KeywordSearch() {
  const { current, update } = useJobSearch();
  const [text, setText] = useState(current.keyword);
  const [shown, setShown] = useState(current.keyword);
  // Follows the URL when it changes from elsewhere (back, a cleared filter), not while the learner types.
  if (shown !== current.keyword) {
    setShown(current.keyword);
    setText(current.keyword);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ [JobParam.KEYWORD]: text.trim() || null });
  };
  return (
    <Stack
      component="form"
      role="search"
      direction="row"
      spacing={1}
      onSubmit={submit}
      sx={{ width: '100%' }}
    >
      <TextField
        size="small"
        fullWidth
        label="Search jobs"
        placeholder="Title, company or keyword"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: 100, 'data-testid': 'jobs-keyword' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" data-testid="jobs-search">
        Search
      </Button>
    </Stack>
  );
}

/**
 * Keyword, key skills, job function, locations and experience (`001 §7` jobs), all kept in the URL.
 * Skills and locations match any chosen one; the lists come from the profile options and the locations
 * of open jobs.
 */
export function JobFilters() {
  const { current, update } = useJobSearch();
  const { data } = useJobFilterOptionsQuery({ fetchPolicy: 'cache-first' });
  const options = data?.jobFilterOptions;
  const skills = options?.skills ?? [];
  const functions = options?.functions ?? [];
  const locations = options?.locations ?? [];
  const field = { size: 'small' as const, fullWidth: true };

  return (
    <Stack spacing={2} data-testid="job-filters">
      <KeywordSearch />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Autocomplete
          {...field}
          multiple
          limitTags={2}
          options={skills}
          value={byIds(skills, current.skillIds)}
          onChange={(_, next) => update({ [JobParam.SKILLS]: idsParam(next.map((option) => option.id)) })}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderInput={autocompleteInput({ label: 'Key skills', testId: 'jobs-filter-skills' })}
        />
        <Autocomplete
          {...field}
          options={functions}
          value={functions.find((option) => option.id === current.jobFunctionId) ?? null}
          onChange={(_, next) => update({ [JobParam.FUNCTION]: next ? String(next.id) : null })}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderInput={autocompleteInput({ label: 'Job function', testId: 'jobs-filter-function' })}
        />
        <Autocomplete
          {...field}
          multiple
          limitTags={2}
          options={locations}
          value={byIds(locations, current.locationIds)}
          onChange={(_, next) => update({ [JobParam.LOCATIONS]: idsParam(next.map((option) => option.id)) })}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderInput={autocompleteInput({ label: 'Locations', testId: 'jobs-filter-locations' })}
        />
        <TextField
          {...field}
          select
          label="Experience"
          value={current.experience === null ? ANY : String(current.experience)}
          onChange={(event) => update({ [JobParam.EXPERIENCE]: event.target.value || null })}
          sx={{ minWidth: { md: 150 }, maxWidth: { md: 180 } }}
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': 'jobs-filter-experience' } as object },
          }}
        >
          <MenuItem value={ANY}>Any</MenuItem>
          {EXPERIENCE_YEARS.map((years) => (
            <MenuItem key={years} value={String(years)} data-testid={`jobs-experience-${years}`}>
              {years === 0 ? 'Fresher' : `${years} ${years === 1 ? 'year' : 'years'}`}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
