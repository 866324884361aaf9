import Autocomplete from '@mui/material/Autocomplete';
import { useEffect, useState } from 'react';
import { useStaffProductsQuery } from '../../graphql/generated/hooks';
import { autocompleteInput } from '../../shared/autocomplete-input';

export interface PickedProduct {
  productId: number;
  productName: string;
}

const PICKER_LIMIT = 20;

/**
 * One product, searched by name on the server (the catalogue can outgrow one page), active or not:
 * validity and prerequisites are set before a product is activated.
 */
export function ProductPicker({
  value,
  onChange,
  label,
  error,
  disabled,
  testId,
}: {
  value: PickedProduct | null;
  onChange: (product: PickedProduct | null) => void;
  label: string;
  error?: string;
  disabled?: boolean;
  testId: string;
}) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  // One query when typing pauses, not one per key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, loading } = useStaffProductsQuery({
    variables: { search: search || null, sort: 'NAME', descending: false, page: 1, limit: PICKER_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const options: PickedProduct[] = (data?.staffProducts.rows ?? []).map((row) => ({
    productId: row.productId,
    productName: row.productName,
  }));
  return (
    <Autocomplete
      options={options}
      value={value}
      loading={loading}
      // The server filters; the list shown is its answer.
      filterOptions={(all) => all}
      getOptionLabel={(product) => `${product.productName} (#${product.productId})`}
      isOptionEqualToValue={(option, chosen) => option.productId === chosen.productId}
      onChange={(_event, product) => onChange(product)}
      onInputChange={(_event, input, reason) => reason === 'input' && setText(input)}
      disabled={disabled}
      sx={{ flex: 1, minWidth: { xs: 0, sm: 280 } }}
      renderInput={autocompleteInput({ label, size: 'small', testId, error, hint: ' ' })}
    />
  );
}
