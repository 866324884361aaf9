import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSnackbar } from '../../shared/toast';
import {
  useSetProductPrerequisitesMutation,
  useStaffPrerequisitesQuery,
} from '../../graphql/generated/hooks';
import { type PickedProduct, ProductPicker } from './product-picker';

export const PREREQUISITES_SAVED_TEXT = 'Prerequisites saved successfully';

const moved = <T,>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * A product's prerequisites in the order the learner takes them (`001 §7` getProductPreRequisite): add,
 * reorder and remove here, then save; the server refuses a loop (checkProductSequence) with its reason.
 */
export function ProductPrerequisites({ productId }: { productId: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const { data, refetch } = useStaffPrerequisitesQuery({
    variables: { productId },
    fetchPolicy: 'cache-and-network',
  });
  const [save, { loading: saving }] = useSetProductPrerequisitesMutation();
  // Null until staff change something: the server's list shows until then.
  const [draft, setDraft] = useState<PickedProduct[] | null>(null);
  const [picked, setPicked] = useState<PickedProduct | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saved: PickedProduct[] = (data?.staffPrerequisites ?? []).map((row) => ({
    productId: row.productId,
    productName: row.productName,
  }));
  const list = draft ?? saved;

  const change = (next: PickedProduct[]) => {
    setDraft(next);
    setError(null);
  };
  const add = () => {
    if (!picked || list.some((item) => item.productId === picked.productId)) return;
    change([...list, picked]);
    setPicked(null);
  };
  const submit = async () => {
    const input = { productId, prerequisiteIds: list.map((item) => item.productId) };
    const { data: result } = await save({ variables: { input } });
    const payload = result?.setProductPrerequisites;
    if (!payload) return;
    const [first] = payload.userErrors;
    if (first) {
      setError(first.message);
      return;
    }
    await refetch();
    setDraft(null);
    enqueueSnackbar(PREREQUISITES_SAVED_TEXT, { variant: 'success' });
  };

  return (
    <Stack spacing={1} data-testid="product-prerequisites" sx={{ maxWidth: 640 }}>
      <Typography variant="h5" component="h2">
        Prerequisites
      </Typography>
      {list.length === 0 ? (
        <Typography color="text.secondary">No prerequisites.</Typography>
      ) : (
        <List dense>
          {list.map((item, index) => (
            <ListItem
              key={item.productId}
              disableGutters
              data-testid="prerequisite-row"
              secondaryAction={
                <Stack direction="row">
                  <IconButton
                    aria-label={`Move ${item.productName} up`}
                    disabled={index === 0}
                    onClick={() => change(moved(list, index, index - 1))}
                  >
                    <ArrowUpIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={`Move ${item.productName} down`}
                    disabled={index === list.length - 1}
                    onClick={() => change(moved(list, index, index + 1))}
                  >
                    <ArrowDownIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={`Remove ${item.productName}`}
                    onClick={() => change(list.filter((other) => other.productId !== item.productId))}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              }
              sx={{ pr: 16 }}
            >
              <ListItemText primary={`${index + 1}. ${item.productName}`} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <ProductPicker
          label="Add a prerequisite"
          testId="prerequisite-product"
          value={picked}
          onChange={setPicked}
        />
        <Button variant="outlined" onClick={add} disabled={!picked} sx={{ alignSelf: { sm: 'flex-start' } }}>
          Add
        </Button>
      </Stack>
      {error && (
        <Typography color="error" role="alert" data-testid="prerequisite-error">
          {error}
        </Typography>
      )}
      <Button
        variant="contained"
        onClick={() => void submit()}
        disabled={saving || draft === null}
        data-testid="prerequisites-save"
        sx={{ alignSelf: 'flex-start' }}
      >
        Save Prerequisites
      </Button>
    </Stack>
  );
}
