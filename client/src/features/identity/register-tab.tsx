import { RegistrationForm } from '../registration/registration-form';

/** The Register tab of the modal: the learner registration form (features/registration). */
export function RegisterTab(_props: { onLogin?: () => void }) {
  return <RegistrationForm audience="learner" />;
}
