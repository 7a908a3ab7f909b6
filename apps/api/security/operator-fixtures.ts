import { operatorRoles, type OperatorRole } from '@fanclub/domain/admin';
import { DEMO_OPERATOR_PASSWORD, demoOperators } from '../src/db/seed-operators.ts';
import { headers, type TestApp } from '../test/helpers.ts';

/** A console session for each seeded demo operator (one per role), signed in through the real route. */
export const operatorTokens = async (t: TestApp): Promise<Record<OperatorRole, string>> => {
  const tokens = {} as Record<OperatorRole, string>;
  for (const role of operatorRoles) {
    const email = demoOperators.find((o) => o.role === role)!.email;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/sign-in',
      headers: headers(),
      payload: { email, password: DEMO_OPERATOR_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`${email} could not sign in: ${res.body}`);
    tokens[role] = res.json().token as string;
  }
  return tokens;
};
