import type { Actor } from './actors.ts';
import { call } from './client.ts';
import { SECURITY_PORTS } from './stack-env.ts';

/**
 * Issue #32: real households made through the gateway and the stack's mail catcher, for the files
 * that attack households and what they share.
 */
interface Mail {
  to: string[];
  links: string[];
}
const used = new Set<string>();

export const as = (who: Actor | null, method: string, path: string, body?: unknown) =>
  call(method, path, { cookie: who?.cookie, body });

/** The invite link of the newest e-mail to `email` not read before. */
export async function inviteToken(email: string): Promise<string> {
  for (;;) {
    const mails = (await (
      await fetch(`http://127.0.0.1:${SECURITY_PORTS.mailHttp}/messages`)
    ).json()) as Mail[];
    const link = mails
      .filter((m) => m.to.includes(email.toLowerCase()))
      .flatMap((m) => m.links)
      .find((l) => l.includes('/household/join?token=') && !used.has(l));
    if (link) {
      used.add(link);
      return new URL(link).searchParams.get('token') ?? '';
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A household of `owner` with `members` joined through e-mailed invites; its id. */
export async function householdWith(owner: Actor, name: string, members: Actor[]): Promise<string> {
  const created = await as(owner, 'POST', '/api/household', { name });
  if (created.status !== 201) throw new Error(`creating a household answered ${created.status}`);
  const id = (created.json as { household: { id: string } }).household.id;
  for (const member of members) {
    const invited = await as(owner, 'POST', `/api/household/${id}/invites`, { email: member.email });
    if (invited.status !== 201) throw new Error(`inviting answered ${invited.status}`);
    const token = await inviteToken(member.email);
    const joined = await as(member, 'POST', '/api/household/invites/accept', { token });
    if (joined.status !== 200) throw new Error(`accepting answered ${joined.status}`);
  }
  return id;
}
