import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from '../../shared/toast';
import { ClientRoute, Delay, ReasonCode, messageFor } from '@finx/domain';
import { type LoginPayloadFieldsFragment, type ViewerFieldsFragment } from '../../graphql/generated/graphql';
import { ViewerDocument } from '../../graphql/generated/operations/Viewer';
import type { UserErrorLike } from '../../graphql/use-operation';
import { LoginPromptDialog, type LoginPrompt } from './login-prompts';
import { rememberRole, safeInternalPath } from '../../shared/session-route';

/** The answers to the login prompts, sent again with the same credentials. */
export type SignInChoices = { logoutOtherSessions?: boolean; reactiveConsent?: boolean };

/** One login call (any of the four mutations) with the given answers; null when it failed as an error. */
export type SignInAttempt = (choices: SignInChoices) => Promise<LoginPayloadFieldsFragment | null>;

/** Where the caller puts the errors of a failed login: fields, or the form's message. */
export type PlaceErrors = (errors: readonly UserErrorLike[], payload: LoginPayloadFieldsFragment) => void;

type Question = {
  kind: LoginPrompt['kind'];
  /** The server's words for the refusal that asks the question. */
  message: string;
  attempt: SignInAttempt;
  place: PlaceErrors;
  /** The answers the repeated login carries, Yes to this question included. */
  choices: SignInChoices;
};

type Options = {
  /** Called once the server accepted the login, before the delayed redirect. */
  onSignedIn?: (viewer: ViewerFieldsFragment) => void;
};

/**
 * What happens after any login call (`000 §4`, §8), shared by e-mail, mobile and social sign-in:
 * SM-07 asks whether to log the other machine out and Yes repeats the login with logoutOtherSessions;
 * SM-14 opens the reactivation dialog and Yes repeats it with reactiveConsent after
 * Delay.BEFORE_REACTIVATION_RETRY; SM_11 reloads home; other failures go back to the caller to place.
 * Success: the greeting toast, then the redirect by role (or to /changepassword) after Delay.AFTER_LOGIN.
 */
export function useSignInFlow({ onSignedIn }: Options = {}): {
  signIn: (attempt: SignInAttempt, place: PlaceErrors) => Promise<void>;
  redirecting: boolean;
  pending: boolean;
  prompts: ReactNode;
} {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [redirecting, setRedirecting] = useState(false);
  const [pending, setPending] = useState(false);
  // The question on screen, with the login it would repeat on Yes.
  const [question, setQuestion] = useState<Question | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const later = useCallback((ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  }, []);

  const run = useCallback(
    async (attempt: SignInAttempt, place: PlaceErrors, choices: SignInChoices): Promise<void> => {
      setPending(true);
      const payload = await attempt(choices).finally(() => setPending(false));
      if (!payload) return; // a GraphQL or network error, already shown by the wrapper
      const { userErrors, viewer, redirectTo } = payload;
      const refusal = (code: ReasonCode) => userErrors.find((error) => error.code === code);
      const otherMachine = refusal(ReasonCode.ALREADY_LOGGED_IN);
      if (otherMachine) {
        setQuestion({
          kind: 'already-logged-in',
          message: otherMachine.message,
          attempt,
          place,
          choices: { ...choices, logoutOtherSessions: true },
        });
        return;
      }
      const withdrawn = refusal(ReasonCode.CONSENT_WITHDRAWN);
      if (withdrawn) {
        setQuestion({
          kind: 'reactivate',
          message: withdrawn.message,
          attempt,
          place,
          choices: { ...choices, reactiveConsent: true },
        });
        return;
      }
      if (refusal(ReasonCode.RELOAD_HOME)) {
        // `000 §8` SM_11: a fresh start on the home page, which shows why sign-in is closed.
        window.location.assign(ClientRoute.home());
        return;
      }
      if (userErrors.length > 0) {
        place(userErrors, payload);
        return;
      }
      if (!viewer) {
        enqueueSnackbar(messageFor(ReasonCode.INTERNAL), { variant: 'error' });
        return;
      }
      rememberRole(viewer.roleId);
      onSignedIn?.(viewer);
      setRedirecting(true);
      enqueueSnackbar(`Welcome back, ${viewer.name}! Signing you in…`, { variant: 'success' });
      const target = safeInternalPath(redirectTo, viewer.landingRoute);
      later(Delay.AFTER_LOGIN, () => {
        // The cache learns about the session only now, so screens that react to a signed-in viewer
        // (the home page sends learners to their dashboard) do not cut the spec's 3 s delay short.
        client.writeQuery({ query: ViewerDocument, data: { viewer } });
        navigate(target, { replace: true });
      });
    },
    [client, enqueueSnackbar, later, navigate, onSignedIn],
  );

  const signIn = useCallback((attempt: SignInAttempt, place: PlaceErrors) => run(attempt, place, {}), [run]);

  const answerYes = (asked: Question) => {
    if (asked.kind === 'already-logged-in') {
      void run(asked.attempt, asked.place, asked.choices);
      return;
    }
    // `000 §4`: Yes to reactivation retries the login after Delay.BEFORE_REACTIVATION_RETRY.
    setPending(true);
    later(Delay.BEFORE_REACTIVATION_RETRY, () => void run(asked.attempt, asked.place, asked.choices));
  };
  const prompt: LoginPrompt | null = question
    ? { kind: question.kind, message: question.message, onYes: () => answerYes(question) }
    : null;
  const prompts = <LoginPromptDialog prompt={prompt} onClose={() => setQuestion(null)} />;
  return { signIn, redirecting, pending, prompts };
}
