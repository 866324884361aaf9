import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { OrderFieldsFragment } from '../../graphql/generated/graphql';
import { formatPrice } from '../../shared/format';

/** The order's products at the server's prices, then subtotal, coupon discount and total (rupees). */
export function OrderLines({ order }: { order: OrderFieldsFragment }) {
  const total = { fontWeight: 700 } as const;
  return (
    <Table size="small" aria-label="Order items" data-testid="checkout-items">
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          <TableCell align="right">Price</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {order.items.map((item) => (
          <TableRow key={item.id} data-testid="checkout-item" data-product-id={item.productId}>
            <TableCell>{item.productName}</TableCell>
            <TableCell align="right">{formatPrice(item.price)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell>Subtotal</TableCell>
          <TableCell align="right" data-testid="checkout-subtotal">
            {formatPrice(order.totalItemPrice)}
          </TableCell>
        </TableRow>
        {order.discount > 0 && (
          <TableRow>
            <TableCell>Discount{order.couponCode ? ` (${order.couponCode})` : ''}</TableCell>
            <TableCell align="right" data-testid="checkout-discount">
              −{formatPrice(order.discount)}
            </TableCell>
          </TableRow>
        )}
        <TableRow>
          <TableCell sx={total}>Total</TableCell>
          <TableCell align="right" sx={total} data-testid="checkout-total">
            {formatPrice(order.totalOrderPrice)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
