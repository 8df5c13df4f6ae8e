import { errorEnvelopeSchema } from '../../http/openapi.ts';

/** The gateway-fault answer (`fawry-error`, 502), beside the usual error statuses. */
export const gatewayFault = {
  502: {
    content: { 'application/json': { schema: errorEnvelopeSchema } },
    description: 'The payment gateway refused or did not answer (fawry-error)',
  },
};
