import { defineModule } from '../module';
import { CourseStudentsResolver } from './course-students.resolver';
import { CourseStudentsSource } from './course-students.source';

/** Bulk uploads' GraphQL side: the files themselves go through the upload routes (http/upload-routes.ts). */
export const uploadsModule = defineModule({
  name: 'uploads',
  resolvers: [CourseStudentsResolver],
  createSources: (scope) => ({ courseStudents: new CourseStudentsSource(scope) }),
});
