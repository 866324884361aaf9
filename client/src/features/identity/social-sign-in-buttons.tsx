import { useEffect, useEffectEvent, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useLoginWithFacebookMutation, useLoginWithGoogleMutation } from '../../graphql/generated/hooks';
import type { PlaceErrors, SignInAttempt } from './use-sign-in-flow';

// Provider SDKs, loaded from the providers only when the deployment configures them.
const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
const FACEBOOK_SCRIPT = 'https://connect.facebook.net/en_US/sdk.js';
const FACEBOOK_API_VERSION = 'v19.0';

type GoogleIdentity = {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (answer: { credential: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
};
type FacebookSdk = {
  init(options: Record<string, unknown>): void;
  login(
    callback: (answer: { authResponse?: { accessToken: string } | null }) => void,
    options: { scope: string },
  ): void;
};
declare global {
  interface Window {
    google?: GoogleIdentity;
    FB?: FacebookSdk;
  }
}

const loaded = new Map<string, Promise<void>>();
const loadScript = (src: string): Promise<void> => {
  const existing = loaded.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.appendChild(script);
  });
  loaded.set(src, promise);
  return promise;
};

type Props = {
  signIn: (attempt: SignInAttempt, place: PlaceErrors) => Promise<void>;
  onFormError: (message: string) => void;
  busy: boolean;
};

/**
 * The Google button and the Facebook login (public profile and e-mail) of `000 §1`. Each appears only
 * when its id is configured (VITE_GOOGLE_CLIENT_ID, VITE_FACEBOOK_APP_ID). The browser hands the
 * provider's credential to the gateway, and the REST tier verifies it; nothing here is trusted.
 */
export function SocialSignInButtons({ signIn, onFormError, busy }: Props) {
  const googleClientId = import.meta.env.VITE_GOOGLE_CLIENT_ID;
  const facebookAppId = import.meta.env.VITE_FACEBOOK_APP_ID;
  const [loginWithGoogle] = useLoginWithGoogleMutation();
  const [loginWithFacebook] = useLoginWithFacebookMutation();
  const googleButton = useRef<HTMLDivElement>(null);
  const [facebookReady, setFacebookReady] = useState(false);

  const place: PlaceErrors = (errors) => {
    for (const error of errors) onFormError(error.message);
  };

  // The SDK keeps the first callback it is given; this one always signs in with the latest props.
  const onGoogleCredential = useEffectEvent(
    (credential: string) =>
      void signIn(async (choices) => {
        const { data } = await loginWithGoogle({
          variables: { input: { idToken: credential, ...choices } },
        });
        return data?.loginWithGoogle ?? null;
      }, place),
  );

  useEffect(() => {
    if (!googleClientId) return;
    let cancelled = false;
    loadScript(GOOGLE_SCRIPT).then(
      () => {
        const parent = googleButton.current;
        if (cancelled || !parent || !window.google) return;
        window.google.accounts.id.initialize({
          client_id: googleClientId,
          callback: ({ credential }) => onGoogleCredential(credential),
        });
        window.google.accounts.id.renderButton(parent, { theme: 'outline', size: 'large', width: 320 });
      },
      () => undefined, // blocked by the network or an extension: the other ways to sign in remain
    );
    return () => {
      cancelled = true;
    };
  }, [googleClientId]);

  useEffect(() => {
    if (!facebookAppId) return;
    loadScript(FACEBOOK_SCRIPT).then(
      () => {
        window.FB?.init({ appId: facebookAppId, version: FACEBOOK_API_VERSION, cookie: false, xfbml: false });
        setFacebookReady(true);
      },
      () => undefined,
    );
  }, [facebookAppId]);

  if (!googleClientId && !facebookAppId) return null;

  const facebookLogin = () =>
    window.FB?.login(
      (answer) => {
        const accessToken = answer.authResponse?.accessToken;
        if (!accessToken) return; // the person closed the dialog
        void signIn(async (choices) => {
          const { data } = await loginWithFacebook({ variables: { input: { accessToken, ...choices } } });
          return data?.loginWithFacebook ?? null;
        }, place);
      },
      { scope: 'public_profile,email' },
    );

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }} data-testid="social-sign-in">
      <Divider flexItem>or</Divider>
      {googleClientId && <div ref={googleButton} data-testid="google-sign-in" />}
      {facebookAppId && (
        <Button variant="outlined" fullWidth disabled={!facebookReady || busy} onClick={facebookLogin}>
          Continue with Facebook
        </Button>
      )}
    </Stack>
  );
}
