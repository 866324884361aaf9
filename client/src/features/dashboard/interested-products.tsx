import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute, parseEntityId } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import { useInterestedProductsQuery, useSetProductInterestMutation } from '../../graphql/generated/hooks';
import { formatDate } from '../../shared/format';
import { useSearchUpdate } from '../../shared/use-search-update';

/** Products per page of the dashboard's list; the server pages it. */
export const INTERESTED_PAGE_SIZE = 5;
const PAGE_PARAM = 'interestPage';

/** Marks or unmarks a product; the lists that show marks are fetched again. */
export function useProductInterest() {
  const { enqueueSnackbar } = useSnackbar();
  const [mutate, { loading }] = useSetProductInterestMutation({ refetchQueries: ['InterestedProducts'] });
  const setInterest = async (productId: number, interested: boolean) => {
    const { data } = await mutate({ variables: { productId, interested } });
    for (const error of data?.setProductInterest.userErrors ?? []) {
      enqueueSnackbar(error.message, { variant: 'error' });
    }
  };
  return { setInterest, saving: loading };
}

/** The toggle under a recommended course: filled when the learner marked it. */
export function InterestToggle({ productId, marked }: { productId: number; marked: boolean }) {
  const { setInterest, saving } = useProductInterest();
  return (
    <Button
      size="small"
      startIcon={marked ? <StarIcon /> : <StarBorderIcon />}
      onClick={() => void setInterest(productId, !marked)}
      disabled={saving}
      aria-pressed={marked}
      data-testid="interest-toggle"
      data-product-id={productId}
    >
      {marked ? 'Interested' : 'Mark as interested'}
    </Button>
  );
}

/** The products the learner marked as of interest (`001 §3` interestedProduct), latest first. */
export function InterestedProducts() {
  const [search, updateSearch] = useSearchUpdate();
  const page = parseEntityId(search.get(PAGE_PARAM)) ?? 1;
  const { data, loading } = useInterestedProductsQuery({
    variables: { page, pageSize: INTERESTED_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const { setInterest, saving } = useProductInterest();
  const list = data?.interestedProducts;
  const pages = Math.ceil((list?.total ?? 0) / INTERESTED_PAGE_SIZE);
  const goTo = (next: number) => {
    updateSearch((params) => {
      if (next === 1) params.delete(PAGE_PARAM);
      else params.set(PAGE_PARAM, String(next));
    });
  };
  return (
    <Stack
      spacing={2}
      component="section"
      aria-labelledby="interested-heading"
      data-testid="interested-products"
    >
      <Typography variant="h5" component="h2" id="interested-heading">
        Products of interest
      </Typography>
      {!list && loading ? (
        <Skeleton variant="rounded" height={72} />
      ) : !list || list.total === 0 ? (
        <Typography color="text.secondary">
          Mark the courses you are interested in below, and we will keep them here for you.
        </Typography>
      ) : (
        <Paper variant="outlined">
          <List disablePadding>
            {list.items.map((item, index) => (
              <ListItem
                key={item.id}
                divider={index < list.items.length - 1}
                data-testid="interested-row"
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${item.productName} from products of interest`}
                    onClick={() => void setInterest(item.productId, false)}
                    disabled={saving}
                  >
                    <CloseIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={
                    <Link
                      component={RouterLink}
                      to={ClientRoute.product(
                        item.productType === 'VIDEO' ? 'VIDEO' : 'COURSE',
                        item.productId,
                      )}
                      underline="hover"
                    >
                      {item.productName}
                    </Link>
                  }
                  secondary={`Marked on ${formatDate(item.markedOn)}`}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, next) => goTo(next)}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}
