import { AppError, errorMessage, type contactRequestBodySchema } from '@kalam/shared';
import type { z } from 'zod';
import type { Caller } from '../../kernel/caller.ts';
import type { Clock } from '../../kernel/clock.ts';
import { newId } from '../../kernel/ids.ts';
import type { ContactRepository, ContactRequestRow } from './contact.repository.ts';

/** Who the sender is, when signed in: the users area answers (a port, not its repository). */
export interface AccountLookup {
  get(id: string): { id: string; name: string; email: string };
}

export interface ContactServiceDeps {
  contacts: ContactRepository;
  accounts: AccountLookup;
  clock: Clock;
}

type ContactBody = z.output<typeof contactRequestBodySchema>;

/**
 * Anyone may write to the team. Anonymous senders give a name and an e-mail; signed-in ones are
 * known by their account, whatever the body says.
 */
export class ContactService {
  constructor(private readonly deps: ContactServiceDeps) {}

  send(caller: Caller | null, body: ContactBody): ContactRequestRow {
    const account = caller ? this.deps.accounts.get(caller.id) : null;
    const name = account?.name ?? body.name;
    const email = account?.email ?? body.email;
    const missing = [!name && 'name', !email && 'email'].filter((p): p is string => Boolean(p));
    if (missing.length > 0)
      throw new AppError(
        'required',
        missing.map((path) => ({ path, code: 'required', message: errorMessage('required') })),
      );
    return this.deps.contacts.insert({
      id: newId(),
      userId: account?.id ?? null,
      name: name!,
      email: email!,
      title: body.title,
      message: body.message,
      createdAt: this.deps.clock.now(),
    });
  }
}
