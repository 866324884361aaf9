import { defineModule } from '../module';
import { StudentsResolver } from './students.resolver';
import { StudentsSource } from './students.source';
import { registerStudentsRoutes } from './students.routes';

/** The Student Section and the staff document downloads (issue 14 item 4). */
export const studentsModule = defineModule({
  name: 'students',
  resolvers: [StudentsResolver],
  createSources: (scope) => ({ students: new StudentsSource(scope) }),
  routes: registerStudentsRoutes,
});
