import { describe, expect, it } from 'vitest';
import { createGoogleIssuer, newSandboxKey } from '../../rest-api/src/sandbox/google.ts';
import { TestClock } from '../helpers/clock.ts';

const identity = { email: 'meera@example.com', name: 'Meera Iyer' };

describe('the Google sandbox key (GOOGLE_SANDBOX_KEY)', () => {
  it('lets every REST API instance given the same key accept the credentials another one issued', async () => {
    const clock = new TestClock();
    const key = newSandboxKey();
    const [first, second] = await Promise.all([
      createGoogleIssuer('client.apps.local', clock, key),
      createGoogleIssuer('client.apps.local', clock, key),
    ]);
    const verified = await second.verify(await first.issue(identity));
    expect(verified).toMatchObject({ email: 'meera@example.com', name: 'Meera Iyer', emailVerified: true });
  });

  it('rejects credentials signed with another key', async () => {
    const clock = new TestClock();
    const [first, other] = await Promise.all([
      createGoogleIssuer('client.apps.local', clock, newSandboxKey()),
      createGoogleIssuer('client.apps.local', clock),
    ]);
    await expect(other.verify(await first.issue(identity))).rejects.toThrow(/signature/);
  });
});
