import * as oidc from 'openid-client';

export type SignInClient = {
  /** Who signs people in: Google, or the development issuer. */
  kind: 'google' | 'dev';
  /** Whether to remember the provider's subject on the user (never for the development issuer). */
  persistSubject: boolean;
  hostedDomain: string | undefined;
  configuration(): Promise<oidc.Configuration>;
};

/** An OpenID Connect relying party whose provider metadata is discovered on first use and then kept. */
export function createSignInClient(options: {
  kind: SignInClient['kind'];
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  hostedDomain?: string;
}): SignInClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  const insecure = new URL(options.issuerUrl).protocol === 'http:';
  return {
    kind: options.kind,
    persistSubject: options.kind === 'google',
    hostedDomain: options.hostedDomain,
    configuration() {
      discovered ??= oidc
        .discovery(
          new URL(options.issuerUrl),
          options.clientId,
          options.clientSecret,
          undefined,
          // The development issuer runs on this server over plain HTTP; Google always uses HTTPS.
          insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          discovered = undefined;
          throw error;
        });
      return discovered;
    },
  };
}
