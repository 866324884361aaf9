import type { Config } from '../../config';
import type { DocumentStore } from './document-store';
import { LocalDocumentStore } from './local-document-store';
import { S3DocumentStore } from './s3-document-store';

/** The configured store: S3-compatible when a bucket is set, else the local folder. */
export const chooseDocumentStore = (config: Config['documents']): DocumentStore =>
  config.kind === 's3' ? new S3DocumentStore(config) : new LocalDocumentStore(config.dir);
