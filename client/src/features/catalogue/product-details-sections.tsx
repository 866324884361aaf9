import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CFX_FACTS, ProductId } from '@finx/domain';
import type { ProductQuery } from '../../graphql/generated/graphql';
import { formatPrice } from '../../shared/format';
import { ROADMAP_ROUTE } from '../roadmap/roadmap-route';
import { ProductCard, productPath } from './product-card';

type Details = NonNullable<ProductQuery['product']>;

/** "Access for 180 days"; a product without an end date says so. */
export const validityText = (days: number | null): string =>
  days === null ? 'Access with no end date' : `Access for ${days} ${days === 1 ? 'day' : 'days'}`;

/** Course type, validity and the 'looking for' tags. */
export function ProductFacts({ product }: { product: Details }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {product.courseType && (
        <Chip label={product.courseType} color="primary" size="small" data-testid="details-course-type" />
      )}
      <Typography variant="body2" data-testid="details-validity" sx={{ mr: 1 }}>
        {validityText(product.validityDays)}
      </Typography>
      {product.lookingFor.map((tag) => (
        <Chip key={tag} label={tag} size="small" variant="outlined" data-testid="details-looking-for" />
      ))}
    </Stack>
  );
}

/** The add-on's parent course, linked. */
export function ParentCourseNote({ product }: { product: Details }) {
  if (!product.parent) return null;
  return (
    <Typography variant="body2" data-testid="details-parent">
      Add-on to{' '}
      <Link component={RouterLink} to={productPath(product.parent)}>
        {product.parent.productName}
      </Link>
    </Typography>
  );
}

/** Prerequisites in the order they are to be taken, each a link to its product. */
export function PrerequisiteList({ product }: { product: Details }) {
  if (product.prerequisites.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="prerequisites-title" data-testid="details-prerequisites">
      <Typography variant="h6" component="h2" id="prerequisites-title" gutterBottom>
        Prerequisites
      </Typography>
      <List dense component="ol" sx={{ listStyle: 'none', p: 0 }}>
        {[...product.prerequisites]
          .sort((a, b) => a.sequence - b.sequence)
          .map((item) =>
            item.product ? (
              <ListItem key={item.id} disableGutters data-testid="details-prerequisite">
                <ListItemText
                  primary={
                    <>
                      {`${item.sequence}. `}
                      <Link component={RouterLink} to={productPath(item.product)}>
                        {item.product.productName}
                      </Link>
                    </>
                  }
                />
              </ListItem>
            ) : null,
          )}
      </List>
    </Box>
  );
}

/** Add-on courses of this course, as cards with Add to Cart. */
export function AddOnCourses({ product }: { product: Details }) {
  if (product.addOns.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="add-ons-title" data-testid="details-add-ons">
      <Typography variant="h6" component="h2" id="add-ons-title" gutterBottom>
        Add-on courses
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {product.addOns.map((addOn) => (
          <Grid key={addOn.id} size={{ xs: 12, sm: 6 }} component="li">
            <ProductCard product={addOn} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

/** CFX only (`001 §1`): the programme facts, the FEAT gate and the roadmap. */
export function CfxProgrammeFacts({ product }: { product: Details }) {
  if (product.productId !== ProductId.CFX) return null;
  const feat = CFX_FACTS.prerequisite;
  return (
    <Box component="section" aria-labelledby="cfx-facts-title" data-testid="details-cfx-facts">
      <Alert severity="info" sx={{ mb: 2 }} data-testid="details-feat-note">
        {feat.name} must be attempted before you can register for {CFX_FACTS.shortName}.{' '}
        <Link component={RouterLink} to={`/courses/${feat.productId}`} data-testid="details-feat-link">
          Go to {feat.name}
        </Link>
      </Alert>
      <Typography variant="h6" component="h2" id="cfx-facts-title" gutterBottom>
        Programme facts
      </Typography>
      <List dense disablePadding>
        <ListItem disableGutters>
          {CFX_FACTS.classroomMonths} months of classroom and digital learning, then a{' '}
          {CFX_FACTS.internshipMonths}-month paid internship.
        </ListItem>
        <ListItem disableGutters>Eligibility: {CFX_FACTS.eligibility}.</ListItem>
        <ListItem disableGutters>Selection: {CFX_FACTS.selectionSteps.join(', ')}.</ListItem>
        <ListItem disableGutters>
          Programme fee {formatPrice(CFX_FACTS.programmeFeeRupees)} (net about{' '}
          {formatPrice(CFX_FACTS.netFeeAfterStipendRupees)} after stipend); assessment test{' '}
          {formatPrice(CFX_FACTS.assessmentFeeRupees)} per test, {CFX_FACTS.assessmentMinutes} minutes.
        </ListItem>
      </List>
      <Link component={RouterLink} to={ROADMAP_ROUTE} data-testid="details-roadmap-link">
        See the {CFX_FACTS.shortName} roadmap
      </Link>
    </Box>
  );
}
