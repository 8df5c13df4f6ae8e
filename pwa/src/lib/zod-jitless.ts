// zod probes for eval (`Function('')`) before it compiles a faster parser; under the PWA's CSP
// the probe is refused and reported as a violation (decision 168). Parse without it. Imported
// first by the modules that load zod (the app, the contact form), not by the entry: the landing
// page carries no zod.
import { config } from 'zod';

config({ jitless: true });
