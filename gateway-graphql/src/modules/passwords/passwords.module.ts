import { defineModule } from '../module';
import { PasswordsResolver } from './passwords.resolver';
import { PasswordsSource } from './passwords.source';

/** Change, admin change, forgot and reset password (`000 §4`). */
export const passwordsModule = defineModule({
  name: 'passwords',
  resolvers: [PasswordsResolver],
  createSources: (scope) => ({ passwords: new PasswordsSource(scope) }),
});
