import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument, openApiText } from './openapi-document';

/** `npm run openapi`: writes rest-api/openapi.json from the routes (check-drift compares it). */
const target = fileURLToPath(new URL('../../openapi.json', import.meta.url));
const { document, routes } = await buildOpenApiDocument();
await writeFile(target, openApiText(document));
process.stdout.write(`rest-api/openapi.json: ${routes.length} routes\n`);
