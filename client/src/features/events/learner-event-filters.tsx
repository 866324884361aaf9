import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EventType, EventTypeLabel } from '@finx/domain';
import { useEventFilterOptionsQuery, useEventSuburbsQuery } from '../../graphql/generated/hooks';
import { EventParam, useEventSearch } from './learner-event-search';

const ALL = '';

/**
 * Type, city and suburb (`001 §3` Events: type, filteredCity, suburb), kept in the URL. The suburbs are
 * those of the chosen city (the field waits for a city); changing the city clears the suburb.
 */
export function EventFilters() {
  const { current, update } = useEventSearch();
  const { data: options } = useEventFilterOptionsQuery({ fetchPolicy: 'cache-first' });
  const { data: suburbs } = useEventSuburbsQuery({
    variables: { city: current.city },
    skip: !current.city,
    fetchPolicy: 'cache-first',
  });
  // Until the service's type list arrives, the domain's types stand in, so a type from the URL shows.
  const types =
    options?.eventFilterOptions.types ??
    Object.values(EventType).map((code) => ({ code, label: EventTypeLabel[code] }));
  const cities = options?.eventFilterOptions.cities ?? [];
  // A value from the URL that the lists do not (yet) hold stays selectable, so the field shows it.
  const cityChoices = current.city && !cities.includes(current.city) ? [current.city, ...cities] : cities;
  const suburbList = suburbs?.eventSuburbs ?? [];
  const suburbChoices =
    current.suburb && !suburbList.includes(current.suburb) ? [current.suburb, ...suburbList] : suburbList;
  const select = { size: 'small' as const, sx: { minWidth: { sm: 180 } }, fullWidth: true };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} data-testid="event-filters">
      <TextField
        {...select}
        select
        label="Event type"
        value={current.type ?? ALL}
        onChange={(event) => update({ [EventParam.TYPE]: event.target.value || null })}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'event-filter-type' } as object } }}
      >
        <MenuItem value={ALL}>All types</MenuItem>
        {types.map((type) => (
          <MenuItem key={type.code} value={type.code} data-testid={`event-type-${type.code}`}>
            {type.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        select
        label="City"
        value={current.city ?? ALL}
        onChange={(event) =>
          update({ [EventParam.CITY]: event.target.value || null, [EventParam.SUBURB]: null })
        }
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'event-filter-city' } as object } }}
      >
        <MenuItem value={ALL}>All cities</MenuItem>
        {cityChoices.map((city) => (
          <MenuItem key={city} value={city} data-testid={`event-city-${city}`}>
            {city}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        select
        label="Suburb"
        disabled={!current.city}
        value={current.suburb ?? ALL}
        onChange={(event) => update({ [EventParam.SUBURB]: event.target.value || null })}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'event-filter-suburb' } as object } }}
      >
        <MenuItem value={ALL}>All suburbs</MenuItem>
        {suburbChoices.map((suburb) => (
          <MenuItem key={suburb} value={suburb} data-testid={`event-suburb-${suburb}`}>
            {suburb}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
