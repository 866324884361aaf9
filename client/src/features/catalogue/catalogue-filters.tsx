import { useEffect, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { ProductType } from '../../graphql/generated/graphql';
import { useCatalogueFacetsQuery, useCategoriesQuery } from '../../graphql/generated/hooks';
import type { CatalogueFilters } from './use-catalogue-filters';

/**
 * Levels offered in the filter. The API has no list of levels, so these are the catalogue's levels as
 * agreed with the product service; an unknown level in a shared link still filters.
 */
export const CATALOGUE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

const SEARCH_DEBOUNCE_MS = 350;

// Passed as a variable: the Switch's input slot type does not list data-* attributes, which React
// forwards to the element all the same.
const freeOnlyInputProps = { 'aria-label': 'Free only', 'data-testid': 'catalogue-free-only' };

type Props = {
  type: ProductType;
  filters: CatalogueFilters;
  onChange: (change: Partial<CatalogueFilters>) => void;
};

/** A value from a shared link that the list does not offer (yet) stays selectable, so it still shows. */
const withCurrent = (options: readonly string[], current: string): readonly string[] =>
  current && !options.includes(current) ? [...options, current] : options;

type FacetProps = {
  label: string;
  allLabel: string;
  testId: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
};

function FacetSelect({ label, allLabel, testId, value, options, onChange }: FacetProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ flex: 1, minWidth: 170 }}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': testId },
      }}
    >
      <option value="">{allLabel}</option>
      {withCurrent(options, value).map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
}

export function CatalogueFiltersBar({ type, filters, onChange }: Props) {
  const { data } = useCategoriesQuery();
  const { data: facets } = useCatalogueFacetsQuery({ variables: { type } });
  const [search, setSearch] = useState(filters.search);

  // The URL is the source of truth; follow it when it changes from outside (back button, a link).
  const [seenSearch, setSeenSearch] = useState(filters.search);
  if (filters.search !== seenSearch) {
    setSeenSearch(filters.search);
    setSearch(filters.search);
  }

  useEffect(() => {
    if (search.trim() === filters.search) return;
    const timer = setTimeout(() => onChange({ search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);

  return (
    <Stack spacing={2} role="search" aria-label="Filter the catalogue">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          type="search"
          label="Search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          sx={{ flex: 2, minWidth: 200 }}
          slotProps={{
            htmlInput: { 'data-testid': 'catalogue-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label="Category"
          value={filters.categoryId ? String(filters.categoryId) : ''}
          onChange={(event) => onChange({ categoryId: Number(event.target.value) || null })}
          size="small"
          sx={{ flex: 1, minWidth: 180 }}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'catalogue-category' },
          }}
        >
          <option value="">All categories</option>
          {(data?.categories ?? []).map((category) => (
            <option key={category.id} value={category.categoryId}>
              {category.categoryName}
            </option>
          ))}
        </TextField>
        <FacetSelect
          label="Level"
          allLabel="All levels"
          testId="catalogue-level"
          value={filters.level}
          options={CATALOGUE_LEVELS}
          onChange={(level) => onChange({ level })}
        />
        <FormControlLabel
          control={
            <Switch
              checked={filters.freeOnly}
              onChange={(event) => onChange({ freeOnly: event.target.checked })}
              slotProps={{ input: freeOnlyInputProps }}
            />
          }
          label="Free only"
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FacetSelect
          label="Subject area"
          allLabel="All subject areas"
          testId="catalogue-subject-area"
          value={filters.subjectArea}
          options={facets?.subjectAreas ?? []}
          onChange={(subjectArea) => onChange({ subjectArea })}
        />
        <FacetSelect
          label="Course type"
          allLabel="All course types"
          testId="catalogue-course-type"
          value={filters.courseType}
          options={facets?.courseTypes ?? []}
          onChange={(courseType) => onChange({ courseType })}
        />
        <FacetSelect
          label="Looking for"
          allLabel="Anything"
          testId="catalogue-looking-for"
          value={filters.lookingFor}
          options={(facets?.lookingForTags ?? []).map((tag) => tag.name)}
          onChange={(lookingFor) => onChange({ lookingFor })}
        />
      </Stack>
    </Stack>
  );
}
