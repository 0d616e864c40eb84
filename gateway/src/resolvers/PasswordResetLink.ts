// What a password reset link can do, read when the storefront opens it (`/forget-password?token=…`).
import type { PasswordResetLink, PasswordResetLinkStatus } from '../__generated__/schema-types.ts';
import { secretInput } from '../graph/secretInput.ts';
import { restRefusalOf, type RestCode } from '../graph/userErrors.ts';
import { isUpstreamStatus } from '../upstream/client.ts';
import * as auth from '../upstream/auth.ts';
import type { QueryFields } from './root.ts';

/** The REST API's refusal codes of a token, as the link's status (the same codes `resetPassword` answers). */
const STATUS_OF_CODE: Partial<Record<RestCode, Exclude<PasswordResetLinkStatus, 'VALID'>>> = {
  RESET_LINK_INVALID: 'INVALID',
  RESET_LINK_EXPIRED: 'EXPIRED',
  RESET_LINK_USED: 'USED',
};

// The token goes to the REST API in a POST body (never a URL, never the catalog cache) and is not in the answer,
// which no HTTP cache may keep either (a GET's URL would carry the token).
export const passwordResetLinkQueries: QueryFields<'passwordResetLink'> = {
  passwordResetLink: async (_, { token }, ctx): Promise<PasswordResetLink> => {
    try {
      await auth.checkPasswordReset(ctx.rest, secretInput(ctx, token));
      return { status: 'VALID', message: null };
    } catch (error) {
      if (!isUpstreamStatus(error, 400, 410)) throw error;
      const refusal = restRefusalOf(error);
      const status = refusal && STATUS_OF_CODE[refusal.code];
      if (!status) throw error;
      return { status, message: error.message };
    }
  },
};
