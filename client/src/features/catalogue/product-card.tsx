import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductCardFieldsFragment } from '../../graphql/generated/graphql';
import { formatDuration, formatPrice } from '../../shared/format';
import { ProductActions } from '../cart/product-actions';

/** Route of a product's details page, by its type. */
export const productPath = (product: Pick<ProductCardFieldsFragment, 'id' | 'productType'>): string =>
  `/${product.productType === 'VIDEO' ? 'videos' : 'courses'}/${encodeURIComponent(product.id)}`;

export function PriceTag({
  product,
}: {
  product: Pick<ProductCardFieldsFragment, 'isFree' | 'productPrice'>;
}) {
  return product.isFree ? (
    <Chip label="Free" color="success" size="small" />
  ) : (
    <Typography component="span" sx={{ fontWeight: 700 }}>
      {formatPrice(product.productPrice)}
    </Typography>
  );
}

/** A catalogue card: name, category, course type, level, duration and price (or the Free chip). */
export function ProductCard({ product }: { product: ProductCardFieldsFragment }) {
  return (
    <Card
      data-testid="product-card"
      data-product-id={product.id}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        component={RouterLink}
        to={productPath(product)}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {product.imageUrl && <CardMedia component="img" height="140" image={product.imageUrl} alt="" />}
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="overline" color="secondary" sx={{ lineHeight: 1.4 }}>
            {product.category.categoryName}
          </Typography>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {product.productName}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', color: 'text.secondary' }}>
            <Typography variant="body2">{product.level}</Typography>
            <Typography variant="body2" aria-hidden>
              ·
            </Typography>
            <Typography variant="body2">{formatDuration(product.durationMinutes)}</Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mt: 'auto', pt: 1, alignItems: 'center' }}>
            <PriceTag product={product} />
            {product.courseType && (
              <Chip label={product.courseType} size="small" variant="outlined" data-testid="course-type" />
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
      {/* Outside the link area: a button inside a link is neither valid HTML nor clickable apart. */}
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <ProductActions product={product} />
      </CardActions>
    </Card>
  );
}
