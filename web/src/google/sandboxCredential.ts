// Stands in for Google Identity Services, whose script needs the internet: the development gateway forwards this
// request to the REST API's sandbox Google issuer, which signs a credential for the e-mail and name typed in the
// sandbox chooser. A real integration replaces this module with GIS's callback (`response.credential`).
// It is the storefront's one fetch outside Relay, as Google's own script would be.

const SANDBOX_CREDENTIAL_PATH = '/dev/google/credential';

export interface GoogleAccountChoice {
  email: string;
  name: string;
}

/** A Google ID-token credential for the chosen account, or null when none could be had. */
export async function fetchGoogleCredential(account: GoogleAccountChoice): Promise<string | null> {
  try {
    const response = await fetch(SANDBOX_CREDENTIAL_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(account),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const credential = (body as { credential?: unknown } | null)?.credential;
    return typeof credential === 'string' && credential !== '' ? credential : null;
  } catch {
    return null;
  }
}
