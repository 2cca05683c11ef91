import type { BadInputCase, ValidRequest } from './bad-input-cases';
import { tenThousandChars } from './bad-values';
import type { Operation } from './openapi-operations';

const json = 'application/json';

/** Requests without the admin's valid session: each must answer 401, whatever the route would do. */
export function credentialCases(
  operation: Operation,
  valid: ValidRequest,
  adminToken: string,
): BadInputCase[] {
  const [header = '', claims = ''] = adminToken.split('.');
  const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${claims}.`;
  const tampered = `${header}.${claims}.${Buffer.from('not the signature').toString('base64url')}`;
  const credentials: Array<[string, string | null]> = [
    ['no credentials', null],
    ['a bearer token that is not a JWT', 'Bearer not-a-jwt'],
    ['a 10,000-character bearer token', `Bearer ${tenThousandChars}`],
    ['basic credentials', 'Basic YWRtaW46YWRtaW4='],
    ['an unsigned (alg none) token', `Bearer ${unsigned}`],
    ['a token with a forged signature', `Bearer ${tampered}`],
    ['SQL in the authorization header', "Bearer ' OR '1'='1"],
  ];
  return credentials.map(([name, authorization]) => ({
    name,
    method: operation.method,
    url: valid.url,
    authorization,
    ...(valid.body === undefined ? {} : { contentType: json, payload: JSON.stringify(valid.body) }),
    status: 401,
  }));
}
