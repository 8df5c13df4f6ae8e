import { requestJson } from './http.ts';

export interface ContactRequest {
  title: string;
  message: string;
  name?: string;
  email?: string;
}

/** POST /contact-request/: signed-in people send their token, others their name and e-mail. */
export function sendContactRequest(body: ContactRequest, token?: string | null): Promise<unknown> {
  return requestJson('/contact-request/', { method: 'POST', body, token });
}
