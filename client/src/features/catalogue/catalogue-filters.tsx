import { useEffect, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useCategoriesQuery } from '../../graphql/generated/hooks';
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

type Props = { filters: CatalogueFilters; onChange: (change: Partial<CatalogueFilters>) => void };

export function CatalogueFiltersBar({ filters, onChange }: Props) {
  const { data } = useCategoriesQuery();
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

  const levels: readonly string[] =
    filters.level && !CATALOGUE_LEVELS.some((level) => level === filters.level)
      ? [...CATALOGUE_LEVELS, filters.level]
      : CATALOGUE_LEVELS;

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'center' } }}
      role="search"
      aria-label="Filter the catalogue"
    >
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
      <TextField
        select
        label="Level"
        value={filters.level}
        onChange={(event) => onChange({ level: event.target.value })}
        size="small"
        sx={{ flex: 1, minWidth: 150 }}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': 'catalogue-level' },
        }}
      >
        <option value="">All levels</option>
        {levels.map((level) => (
          <option key={level} value={level}>
            {level}
          </option>
        ))}
      </TextField>
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
  );
}
