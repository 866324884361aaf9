import { defineModule } from '../module';
import { DocumentsResolver } from './documents.resolver';
import { DocumentsSource } from './documents.source';
import { registerDocumentsRoutes } from './documents.routes';

/** The learner's documents and resume (`001 §7` Documents, getDocumentUrl, buildResume). */
export const documentsModule = defineModule({
  name: 'documents',
  resolvers: [DocumentsResolver],
  createSources: (scope) => ({ documents: new DocumentsSource(scope) }),
  routes: registerDocumentsRoutes,
});
