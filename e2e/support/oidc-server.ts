import { OAuth2Server } from 'oauth2-mock-server';

// A real OpenID Connect server standing in for Google: discovery, authorize, token, userinfo, signed ID tokens.
// Its authorize endpoint signs in whoever `nextUser` names, at once, as a consenting Google user would.

export type OidcUser = { sub: string; email: string; name: string; picture?: string };

export type OidcServer = {
  issuerUrl: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  nextUser: OidcUser;
  close(): Promise<void>;
};

export async function startOidcServer(): Promise<OidcServer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuerUrl = server.issuer.url!;
  const state: OidcServer = {
    issuerUrl,
    discoveryUrl: `${issuerUrl}/.well-known/openid-configuration`,
    clientId: 'tidy-steps-test',
    clientSecret: 'tidy-steps-test-secret',
    nextUser: { sub: 'google-user-1', email: 'google.user@example.com', name: 'Gale Googler' },
    close: () => server.stop(),
  };
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { ...state.nextUser, email_verified: true, aud: state.clientId });
  });
  server.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    response.body = { ...state.nextUser, email_verified: true };
  });
  return state;
}
