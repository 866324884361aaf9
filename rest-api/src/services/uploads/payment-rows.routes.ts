import { Readable } from 'node:stream';
import {
  PAYMENT_UPLOAD_COLUMNS,
  RestPath,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_ROWS,
  type UploadJob,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import type { PaymentRow } from './payment-rows';
import type { UploadKind, UploadsService } from './uploads.service';

const cell = z.union([z.string().max(1_000), z.number(), z.null()]).optional();
const row = z.object(Object.fromEntries(PAYMENT_UPLOAD_COLUMNS.map((column) => [column, cell])));
const body = z.object({ rows: z.array(row).min(1).max(UPLOAD_MAX_ROWS) });

/** A CSV field: quoted when it holds a quote, comma or line break, its quotes doubled. */
const csvField = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The rows as the template's CSV: the file the payment upload would have received. */
export const paymentRowsCsv = (rows: readonly Record<string, string | number | null | undefined>[]): string =>
  [
    PAYMENT_UPLOAD_COLUMNS.join(','),
    ...rows.map((entry) => PAYMENT_UPLOAD_COLUMNS.map((column) => csvField(entry[column])).join(',')),
  ].join('\r\n');

/**
 * `001 §7` Dashboard bulkupload (the bulk payment upload as "a POST with an array of rows"): the rows are
 * written as the template's CSV and run as the payment file is, by the same job, rules and idempotent row
 * keys, for the same roles; the answer is that upload's job, read on through UPLOAD_PROGRESS.
 */
export const paymentRowsRoutes = (
  app: FastifyInstance,
  uploads: UploadsService,
  payment: UploadKind<PaymentRow>,
  access: readonly number[],
): void => {
  app.post(
    RestPath.UPLOAD_PAYMENT_ROWS,
    documented({ config: { access }, bodyLimit: UPLOAD_MAX_BYTES }, { body }),
    async (request) => {
      const caller = requireUser(request.caller);
      const { rows } = parseInput(body, request.body);
      const file = Readable.from([Buffer.from(paymentRowsCsv(rows), 'utf8')]);
      return answer<UploadJob>(
        await uploads.upload(
          payment,
          { userId: caller.userId, partyId: caller.partyId, roleId: caller.roleId },
          'bulkupload.csv',
          file,
        ),
      );
    },
  );
};
