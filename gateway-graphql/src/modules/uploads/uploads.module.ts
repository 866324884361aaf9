import { defineModule } from '../module';
import { CourseStudentsResolver } from './course-students.resolver';
import { CourseStudentsSource } from './course-students.source';
import { registerUploadsRoutes } from './uploads.routes';

/** Bulk uploads' GraphQL side: the files themselves go through its HTTP routes (uploads.routes.ts). */
export const uploadsModule = defineModule({
  name: 'uploads',
  resolvers: [CourseStudentsResolver],
  createSources: (scope) => ({ courseStudents: new CourseStudentsSource(scope) }),
  routes: registerUploadsRoutes,
});
