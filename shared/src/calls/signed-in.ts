import { authResponseSchema, userDtoSchema } from '../contracts/user.ts';
import { defineCallSpec } from './call.ts';

/**
 * The two calls behind every signed-in page: the token's refresh and the current user. They are
 * also `authCalls.refresh` and `userCalls.current`; their own module lets the PWA's frame load
 * them without the schemas of every other account call (decision 228).
 */
export const signedInCalls = {
  refresh: defineCallSpec({
    method: 'post',
    path: '/auth/refresh-token',
    status: 200,
    answer: authResponseSchema,
  }),
  current: defineCallSpec({
    method: 'get',
    path: '/user/current',
    status: 200,
    answer: userDtoSchema,
  }),
};
